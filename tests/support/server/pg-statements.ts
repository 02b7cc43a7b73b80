// The statements the pg client sends while `action` runs (one per round trip), for the tests that count them.
import pg from 'pg'

export async function statementsOf<T>(action: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = []
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0]
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text))
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    return { value: await action(), statements }
  } finally {
    pg.Client.prototype.query = original
  }
}
