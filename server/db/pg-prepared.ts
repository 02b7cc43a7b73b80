// PostgreSQL: the hot statements run as named prepared statements. Those of statement-cache.ts are compiled once
// and sent with the same text on every call (the session look-up, the order calls, the postings); sent unnamed,
// each call made the server parse, analyze and plan it again, about a third of its work per order. Registered
// here, a connection parses one the first time it runs it and then only binds and executes it. Any other text
// (a query built for one call) goes unnamed as before, so what a connection keeps is bounded by the code.
//
// A prepared statement whose result columns change under it (a migration adds a column to a table read with
// `select *`, run by a newer process beside this one) fails with 0A000 "cached plan must not change result
// type". Every connection of the process then names its statements afresh (a new generation, each parsed again
// on its first use there), so a run again on another connection does not meet the same stale plan. A query that
// failed outside a transaction runs once more at once; inside one, the transaction is aborted, and the error
// counts as retryable (dialect.ts isRetryable): a write transaction runs again from its start (ledger/tx.ts).
import pg from 'pg'

/** Registered texts, each with its number (part of its name). */
const texts = new Map<string, number>()
/** Texts beyond this many go unnamed (a safety bound; the code registers a few hundred at most). */
const MAX_TEXTS = 2000
/** Part of every name: a stale plan anywhere in the process moves every connection to new names. */
let generation = 0

/** Runs `text` as a named prepared statement on PostgreSQL connections from now on. */
export function registerPrepared(text: string): void {
  if (!texts.has(text) && texts.size < MAX_TEXTS) texts.set(text, texts.size)
}

/** PostgreSQL's error for a prepared statement whose result columns changed (SQLSTATE 0A000). */
export function isStalePlan(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type')
}

type QueryResult = pg.QueryResult<Record<string, unknown>>

/** A pg client (pg.Pool's `Client` option) that runs registered texts as named prepared statements. */
export class PreparingClient extends pg.Client {
  /** The transaction status of the last ReadyForQuery: I idle, T in a transaction, E in a failed one. */
  private status = 'I'

  constructor(config?: string | pg.ClientConfig) {
    super(config)
    const connection = (this as unknown as { connection: NodeJS.EventEmitter }).connection
    connection.on('readyForQuery', (message: { status?: string }) => {
      this.status = message.status ?? this.status
    })
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; every form but (text, values) passes through.
  override query(...args: any[]): any {
    const [text, values, callback] = args
    const index = typeof text === 'string' && callback === undefined ? texts.get(text) : undefined
    if (index === undefined) return (super.query as (...a: unknown[]) => unknown)(...args)
    return this.named(text as string, index, values as unknown[] | undefined)
  }

  private async named(text: string, index: number, values: unknown[] | undefined): Promise<QueryResult> {
    const ran = generation
    const run = () => super.query<Record<string, unknown>>({ name: `tern_${generation}_${index}`, text, values })
    try {
      return await run()
    } catch (error) {
      if (!isStalePlan(error)) throw error
      // Once per stale plan, however many connections meet it at the same time.
      if (generation === ran) generation += 1
      if (this.status === 'I') return run()
      throw error
    }
  }
}
