// The timed-order durations' terms (seconds, rate, minimum stake) as this process last read them, per database
// handle. An order is priced with them without reading them again: its insert says in the same statement whether
// they are still in force (repo.ts insertOrder), and an order priced with terms an operator changed meanwhile is
// removed and priced again with the terms read afresh. So a change applies to every order after its commit, in
// every process, as when each order read the terms first.
import type { Db } from '../../db/db'

export interface DurationTerms {
  seconds: number
  rate: string
  min: string
}

const known = new WeakMap<Db, Map<number, DurationTerms>>()

function termsOf(db: Db): Map<number, DurationTerms> {
  let terms = known.get(db)
  if (!terms) {
    terms = new Map()
    known.set(db, terms)
  }
  return terms
}

/** The terms of the duration of `seconds` as last read, if any (only durations that exist are kept). */
export function knownTerms(db: Db, seconds: number): DurationTerms | undefined {
  return known.get(db)?.get(seconds)
}

/** Keeps the terms just read, or forgets the duration's (it was not found). */
export function rememberTerms(db: Db, seconds: number, terms: DurationTerms | undefined): void {
  if (terms) termsOf(db).set(seconds, { seconds: terms.seconds, rate: terms.rate, min: terms.min })
  else known.get(db)?.delete(seconds)
}
