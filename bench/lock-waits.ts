// The share of time PostgreSQL's client backends spend waiting on a lock while a benchmark runs: sampled every
// 20 ms from pg_stat_activity (wait_event_type 'Lock': advisory, row and transaction locks), as the waiting
// backends over the busy ones (active, or idle in a transaction: a round trip away from its next statement).
import pg from 'pg'

export interface LockSampler {
  /** Stops sampling; answers waiting / busy over every sample (0 when nothing was busy). */
  stop(): Promise<number>
}

export async function sampleLockWaits(url: string): Promise<LockSampler> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let waiting = 0
  let busy = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ waiting: string; busy: string }>(`select
          count(*) filter (where wait_event_type = 'Lock') as waiting,
          count(*) filter (where state in ('active', 'idle in transaction')) as busy
        from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`)
      waiting += Number(rows[0]?.waiting ?? 0)
      busy += Number(rows[0]?.busy ?? 0)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      await client.end()
      return busy === 0 ? 0 : waiting / busy
    },
  }
}
