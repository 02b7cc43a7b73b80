// A query built and compiled by kysely once per database, then run with new parameters: the hot reads of every
// signed-in call (the session look-up, userinfo) skip building the query tree and compiling its SQL each time, and
// the SQLite driver's statement cache (db/statement-cache.ts) skips preparing it. The builder receives slots in
// place of its parameters; each becomes a placeholder of the compiled SQL, filled from the call's values.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely'
import type { Db } from '../../db/db'

const SLOT = '\u0000tern-slot-'

/** The i-th parameter of the call, typed as the column it is compared with. */
export type Slot = <T>(index: number) => T

interface Compiled<R> {
  query: CompiledQuery<R>
  /** For each parameter of the compiled query: the call's value it takes (its index), or -1 for a constant. */
  from: number[]
}

export function preparedQuery<R>(build: (db: Db, slot: Slot) => Compilable<R>) {
  const compiled = new WeakMap<Db, Compiled<R>>()
  const compile = (db: Db): Compiled<R> => {
    const query = build(db, <T>(index: number) => `${SLOT}${index}` as T).compile()
    const from = query.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(SLOT) ? Number(p.slice(SLOT.length)) : -1,
    )
    return { query, from }
  }
  return (db: Db, ...values: readonly unknown[]): Promise<QueryResult<R>> => {
    let known = compiled.get(db)
    if (!known) {
      known = compile(db)
      compiled.set(db, known)
    }
    const { query, from } = known
    const parameters = from.map((index, i) => (index < 0 ? query.parameters[i] : values[index]))
    return db.executeQuery<R>({ ...query, parameters })
  }
}
