// A posting's reference as a person reads it: the ledger's machine reference ("contract_order:7",
// "miner_order:3@2026-03-01") read as a record kind and its number, and where the app shows that record. Pure.
import { paths } from '@/shared/lib/paths'

/** The records a user's posting can belong to (server/ledger/accounts.ts `refs`). */
export const referenceKinds = [
  'micro_order',
  'coin_order',
  'contract_order',
  'deposit',
  'withdrawal',
  'exchange',
  'miner_order',
  'earn_order',
  'user',
] as const
export type ReferenceKind = (typeof referenceKinds)[number]

export interface Reference {
  kind: ReferenceKind
  /** The record's id, the number a person reads (#7). */
  number: number
}

const REFERENCE = /^([a-z_]+):(\d+)(?:@\d{4}-\d{2}-\d{2})?$/
const kinds = new Set<string>(referenceKinds)

/** The record a machine reference names; null for a reference of another shape (shown as it is). */
export function parseReference(ref: string): Reference | null {
  const match = REFERENCE.exec(ref)
  if (!match || !kinds.has(match[1] ?? '')) return null
  const number = Number(match[2])
  return Number.isSafeInteger(number) ? { kind: match[1] as ReferenceKind, number } : null
}

/** The screen showing the record: its detail where the app has one, else the history listing it; null if none. */
export function referencePath(reference: Reference): string | null {
  switch (reference.kind) {
    case 'micro_order':
      return paths.tradeHistory
    case 'coin_order':
      return paths.coinHistory
    case 'contract_order':
      return paths.contractHistory
    case 'deposit':
      return paths.rechargeHistory
    case 'withdrawal':
      return paths.withdrawDetail(reference.number)
    case 'miner_order':
      return paths.minerOrders
    case 'earn_order':
      return paths.earnTab(1)
    case 'exchange':
    case 'user':
      return null
  }
}
