// Statement test helpers: a user with a posting of every ledger reason, and the statement read page by page
// and turned into the app's CSV.
import type { Asset } from '../../../contract/api'
import type { StatementPage, StatementRow } from '../../../contract/statement'
import { reasons } from '../../../server/ledger/accounts'
import { type Entry, post } from '../../../server/ledger/ledger'
import { writeTx } from '../../../server/ledger/tx'
import { buildCsv } from '../../../src/features/statement/csv'
import { statementCells } from '../../../src/features/statement/model'
import type { Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'

type Move = [Asset, 'available' | 'frozen', bigint]

/** Each reason's user entries (minor units); the house account takes the opposite per asset. In posting order. */
const everyReason: [string, Move[]][] = [
  [reasons.demoGrant, [['USDT', 'available', 10_000_000_000n]]],
  [reasons.depositCredit, [['BTC', 'available', 50_000_000n]]],
  [reasons.depositCredit, [['ETH', 'available', 200_000_001n]]],
  [
    reasons.withdrawFreeze,
    [
      ['USDT', 'available', -100_500_000n],
      ['USDT', 'frozen', 100_500_000n],
    ],
  ],
  [reasons.withdrawPayout, [['USDT', 'frozen', -60_300_000n]]],
  [
    reasons.withdrawReturn,
    [
      ['USDT', 'frozen', -40_200_000n],
      ['USDT', 'available', 40_200_000n],
    ],
  ],
  [
    reasons.exchange,
    [
      ['USDT', 'available', -50_000_001n],
      ['BTC', 'available', 71_428n],
    ],
  ],
  [
    reasons.microStake,
    [
      ['USDT', 'available', -10_000_000n],
      ['USDT', 'frozen', 10_000_000n],
    ],
  ],
  [reasons.microFee, [['USDT', 'available', -100_000n]]],
  [
    reasons.microSettle,
    [
      ['USDT', 'frozen', -10_000_000n],
      ['USDT', 'available', 18_500_000n],
    ],
  ],
  [
    reasons.microStake,
    [
      ['USDT', 'available', -5_000_000n],
      ['USDT', 'frozen', 5_000_000n],
    ],
  ],
  [
    reasons.microVoid,
    [
      ['USDT', 'frozen', -5_000_000n],
      ['USDT', 'available', 5_000_000n],
    ],
  ],
  [
    reasons.coinFreeze,
    [
      ['USDT', 'available', -30_000_000n],
      ['USDT', 'frozen', 30_000_000n],
    ],
  ],
  [
    reasons.coinUnfreeze,
    [
      ['USDT', 'frozen', -30_000_000n],
      ['USDT', 'available', 30_000_000n],
    ],
  ],
  [
    reasons.coinFill,
    [
      ['ETH', 'available', -12_345_678n],
      ['USDT', 'available', 37_037_034n],
    ],
  ],
  [
    reasons.contractFreeze,
    [
      ['USDT', 'available', -20_000_000n],
      ['USDT', 'frozen', 20_000_000n],
    ],
  ],
  [reasons.contractFee, [['USDT', 'available', -1_000_000n]]],
  [
    reasons.contractSettle,
    [
      ['USDT', 'frozen', -20_000_000n],
      ['USDT', 'available', 13_333_333n],
    ],
  ],
  [
    reasons.contractFreeze,
    [
      ['USDT', 'available', -7_000_000n],
      ['USDT', 'frozen', 7_000_000n],
    ],
  ],
  [
    reasons.contractRelease,
    [
      ['USDT', 'frozen', -7_000_000n],
      ['USDT', 'available', 7_000_000n],
    ],
  ],
  [
    reasons.minerSubscribe,
    [
      ['USDT', 'available', -500_000_000n],
      ['USDT', 'frozen', 500_000_000n],
    ],
  ],
  [reasons.minerYield, [['USDT', 'available', 1_250_000n]]],
  [
    reasons.minerCancel,
    [
      ['USDT', 'frozen', -250_000_000n],
      ['USDT', 'available', 247_500_000n],
    ],
  ],
  [
    reasons.minerReturn,
    [
      ['USDT', 'frozen', -250_000_000n],
      ['USDT', 'available', 250_000_000n],
    ],
  ],
  [
    reasons.earnSubscribe,
    [
      ['USDT', 'available', -100_000_000n],
      ['USDT', 'frozen', 100_000_000n],
    ],
  ],
  [
    reasons.earnMature,
    [
      ['USDT', 'frozen', -100_000_000n],
      ['USDT', 'available', 100_410_958n],
    ],
  ],
]

/** Posts every reason of the ledger for the user, one posting each, a minute apart from `start`. */
export async function postEveryReason(h: Harness, userId: number, start: Date): Promise<number> {
  let at = start.getTime()
  for (const [reason, moves] of everyReason) {
    const entries: Entry[] = []
    const house = new Map<Asset, bigint>()
    for (const [asset, bucket, amount] of moves) {
      entries.push({ kind: 'user', account: userId, asset, amount, bucket })
      house.set(asset, (house.get(asset) ?? 0n) - amount)
    }
    for (const [asset, amount] of house) {
      if (amount !== 0n) entries.push({ kind: 'house', account: 'external', asset, amount })
    }
    await writeTx(h.db, (trx) => post(trx, { reason, ref: `${reason}:${userId}`, at: new Date(at), entries }))
    at += 60_000
  }
  return everyReason.length
}

/** Every posting row count the helper writes for one user (a posting may have two entries for the user). */
export const everyReasonRows = everyReason.reduce((n, [, moves]) => n + moves.length, 0)

/** The whole statement of a token's user, page by page, as the app's export reads it. */
export async function readWholeStatement(h: Harness, token: string, query = '', limit = 7): Promise<StatementRow[]> {
  const rows: StatementRow[] = []
  let before: number | null = null
  for (;;) {
    const cursor: string = before === null ? '' : `&before=${before}`
    const page = dataOf(await call<StatementPage>(h.app, `/api/statement?limit=${limit}${query}${cursor}`, { token }))
    rows.push(...page.rows)
    if (!page.more) return rows
    before = page.next
  }
}

const english = { kind: (k: string) => k, reason: (r: string) => r, part: (p: string) => p, ref: (r: string) => r }

/** The app's statement CSV of these rows (English labels). */
export function statementCsv(rows: StatementRow[]): string {
  const header = [
    'Time (UTC)',
    'Type',
    'Description',
    'Reason code',
    'Asset',
    'Account part',
    'Amount',
    'Reference',
    'Record',
  ]
  return buildCsv(
    header,
    rows.map((row) => statementCells(row, english)),
  )
}

/** Parses the app's CSV (fields without quotes in these tests) and sums the Amount column per asset, exactly. */
export function csvSums(csv: string): Record<string, bigint> {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1)
  const sums: Record<string, bigint> = {}
  const units = (text: string) => {
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
    const value = BigInt(whole) * 10n ** 8n + BigInt(fraction.padEnd(8, '0'))
    return text.startsWith('-') ? -value : value
  }
  for (const line of lines) {
    const cells = line.split(',')
    const asset = cells[4] ?? ''
    sums[asset] = (sums[asset] ?? 0n) + units(cells[6] ?? '')
  }
  return sums
}
