// Property-based: random sequences of deposits, approvals, rejections, withdrawals, exchanges and price moves
// across several users, some steps run concurrently. After every step all ledger invariants hold and every
// user's balances equal an independent model built from the accepted operations.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Asset } from '../../../contract/api'
import { AppError } from '../../../server/errors'
import { executeExchange } from '../../../server/features/exchange/service'
import { reviewDeposit, submitRecharge } from '../../../server/features/recharge/service'
import { reviewWithdrawal, submitWithdrawal } from '../../../server/features/withdraw/service'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { parseAmount } from '../../../server/ledger/money'
import { writeTx } from '../../../server/ledger/tx'
import { assertProperty } from '../../support/property'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { call } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, depsOf, fund, setPrices } from '../../support/server/wallet'

type Op =
  | { kind: 'deposit'; user: number; type: 0 | 1 | 2 | 3; amount: string }
  | { kind: 'decideDeposit'; pick: number; approve: boolean }
  | { kind: 'withdraw'; user: number; amount: string }
  | { kind: 'decideWithdrawal'; pick: number; approve: boolean }
  | { kind: 'exchange'; user: number; from: Asset; to: Asset; amount: string; type: 0 | 1 }
  | { kind: 'price'; btc: number; eth: number }

const USERS = 3
const asset = fc.constantFrom<Asset>('USDT', 'BTC', 'ETH')
const decimal = (maxWhole: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
    .map(([w, f]) => `${w}.${String(f).padStart(decimals, '0')}`)
const user = fc.integer({ min: 0, max: USERS - 1 })
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user,
      type: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>,
      amount: decimal(300, 2),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('decideDeposit' as const), pick: fc.nat(), approve: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), user, amount: decimal(200, 6) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('decideWithdrawal' as const), pick: fc.nat(), approve: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('exchange' as const),
      user,
      from: asset,
      to: asset,
      amount: decimal(150, 4),
      type: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      btc: fc.integer({ min: 100_000, max: 10_000_000 }),
      eth: fc.integer({ min: 10_000, max: 600_000 }),
    }),
  },
)
/** Steps of one to three operations; the operations of a step run concurrently. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 })

type Model = Map<number, Record<Asset, { available: bigint; frozen: bigint }>>
const empty = () => ({
  USDT: { available: 0n, frozen: 0n },
  BTC: { available: 0n, frozen: 0n },
  ETH: { available: 0n, frozen: 0n },
})
const allowedCodes = new Set([
  'insufficient_balance',
  'below_minimum',
  'above_maximum',
  'already_decided',
  'validation',
  'not_found',
])

/** One run: fresh users, then the steps through `driver`; the model follows the accepted operations. */
interface Driver {
  deposit(userId: number, o: Extract<Op, { kind: 'deposit' }>): Promise<{ id: number; asset: Asset; amount: bigint }>
  decideDeposit(id: number, approve: boolean): Promise<void>
  withdraw(userId: number, amount: string): Promise<{ id: number; total: bigint }>
  decideWithdrawal(id: number, approve: boolean): Promise<void>
  exchange(userId: number, o: Extract<Op, { kind: 'exchange' }>): Promise<{ from: bigint; to: bigint }>
}

async function runSequence(h: Harness, driver: Driver, users: number[], plan: Op[][]) {
  const model: Model = new Map(users.map((id) => [id, empty()]))
  // A starting balance, so withdrawals and exchanges succeed as often as they are refused.
  for (const id of users) {
    const start = (model.get(id) ?? empty()) as ReturnType<typeof empty>
    for (const [a, amount] of [
      ['USDT', 500_000_000n],
      ['BTC', 1_000_000n],
      ['ETH', 20_000_000n],
    ] as const) {
      await fund(h, id, a, amount)
      start[a].available += amount
    }
  }
  const deposits: { id: number; userId: number; asset: Asset; amount: bigint }[] = []
  const withdrawals: { id: number; userId: number; total: bigint }[] = []
  const run = async (o: Op): Promise<void> => {
    if (o.kind === 'price') return setPrices(h, o)
    if (o.kind === 'deposit') {
      const userId = users[o.user] as number
      const d = await driver.deposit(userId, o)
      deposits.push({ ...d, userId })
      return
    }
    if (o.kind === 'decideDeposit') {
      const d = deposits[o.pick % Math.max(1, deposits.length)]
      if (!d) return
      await driver.decideDeposit(d.id, o.approve)
      if (o.approve) (model.get(d.userId) ?? empty())[d.asset].available += d.amount
      return
    }
    if (o.kind === 'withdraw') {
      const userId = users[o.user] as number
      const w = await driver.withdraw(userId, o.amount)
      withdrawals.push({ ...w, userId })
      const m = (model.get(userId) ?? empty()).USDT
      m.available -= w.total
      m.frozen += w.total
      return
    }
    if (o.kind === 'decideWithdrawal') {
      const w = withdrawals[o.pick % Math.max(1, withdrawals.length)]
      if (!w) return
      await driver.decideWithdrawal(w.id, o.approve)
      const m = (model.get(w.userId) ?? empty()).USDT
      m.frozen -= w.total
      if (!o.approve) m.available += w.total
      return
    }
    const userId = users[o.user] as number
    const x = await driver.exchange(userId, o)
    const m = model.get(userId) ?? empty()
    m[o.from].available -= x.from
    m[o.to].available += x.to
  }
  for (const step of plan) {
    const outcomes = await Promise.allSettled(step.map(run))
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        const error: unknown = outcome.reason
        if (!(error instanceof AppError) || !allowedCodes.has(error.code)) throw error
      }
    }
    expect(await checkLedger(h.db)).toEqual([])
    for (const [id, expected] of model) expect(await balancesOf(h.db, id)).toEqual(expected)
  }
}

function expectSpent(a: bigint | null): bigint {
  if (a === null) throw new Error('unparseable amount in an accepted answer')
  return a
}

let h: Harness
let runs = 0
let counted = 0
const open = async () => {
  counted = 0
  h = await createHarness({
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    TERN_AUTO_APPROVE: 'none',
    TERN_ADMIN_TOKEN: 'property-admin-token-0123',
  })
  setPrices(h, { btc: 6_700_000, eth: 345_000 })
}
beforeEach(open)
afterEach(() => h.close())

/** A fresh database every 50 runs keeps the whole-database checks after each step fast. */
async function freshEnough(): Promise<void> {
  if (++runs % 50 !== 0) return
  await h.close()
  await open()
}

async function usersWithProofs(count: number) {
  const users: number[] = []
  for (let i = 0; i < count; i++) {
    const { id, token } = await createSignedInUser(h)
    await approvedRecord(h, id, 0)
    users.push(id)
    tokens.set(id, token)
  }
  return users
}
const tokens = new Map<number, string>()
let proofCount = 0

/** A proof upload of the user's own for each deposit (one proof backs one deposit). */
async function freshProof(userId: number): Promise<string> {
  const fname = `${(++proofCount).toString(16).padStart(32, '0')}.png`
  await h.db
    .insertInto('uploads')
    .values({ user_id: userId, fname, kind: 'payimg', mime: 'image/png', size: 1, created_at: h.clock().toISOString() })
    .execute()
  return fname
}
const cardOf = (userId: number) => ({
  tabType: 0 as const,
  bank_name: 'Kasikorn',
  bank_branch: 'Silom',
  bank_account: `1234${userId}`,
  name: 'Gus Tester',
  idcard: 'ID998877',
  phone: '+66812345678',
  network: '',
  coin_address: '',
})
const assets: Record<0 | 1 | 2 | 3, Asset> = { 0: 'USDT', 1: 'USDT', 2: 'BTC', 3: 'ETH' }

function serviceDriver(): Driver {
  const deps = depsOf(h)
  return {
    async deposit(userId, o) {
      // Deposit amounts are in the coin: scale the generated figure down for BTC/ETH.
      const amount = o.type >= 2 ? (Number(o.amount) / 100).toFixed(4) : o.amount
      const pic = await freshProof(userId)
      const r = await writeTx(h.db, (trx) => submitRecharge(deps, trx, userId, { type: o.type, amount, pic }, 'en'))
      return { id: r.id, asset: assets[o.type], amount: expectSpent(parseAmount(r.amount, assets[o.type])) }
    },
    decideDeposit: async (id, approve) => void (await reviewDeposit(h, id, approve, approve ? '' : 'no')),
    async withdraw(userId, amount) {
      const r = await writeTx(h.db, (trx) => submitWithdrawal(deps, trx, userId, { ...cardOf(userId), amount }, 'en'))
      return { id: r.id, total: expectSpent(parseAmount(r.amount, 'USDT')) + expectSpent(parseAmount(r.fee, 'USDT')) }
    },
    decideWithdrawal: async (id, approve) => void (await reviewWithdrawal(h, id, approve, approve ? '' : 'no')),
    async exchange(userId, o) {
      const amount = o.type === 0 && o.from !== 'USDT' ? (Number(o.amount) / 1000).toFixed(6) : o.amount
      const r = await writeTx(h.db, (trx) => executeExchange(deps, trx, userId, { ...o, amount }))
      return { from: expectSpent(parseAmount(r.from_amount, o.from)), to: expectSpent(parseAmount(r.to_amount, o.to)) }
    },
  }
}

/** The same operations through HTTP (user calls) and /admin/* (operator calls). */
function httpDriver(): Driver {
  const unwrap = async <T>(p: ReturnType<typeof call<T>>): Promise<T> => {
    const res = await p
    const env = res.envelope
    if (env?.status === 1) return env.data
    if (env?.status === 0) throw new AppError(env.code)
    throw new Error(`HTTP ${res.status}`)
  }
  const admin = { Authorization: 'Bearer property-admin-token-0123' }
  const decide = async (kind: string, id: number, approve: boolean) =>
    void (await unwrap(
      call(h.app, `/admin/${kind}/${id}/${approve ? 'approve' : 'reject'}`, { headers: admin, body: { reason: 'no' } }),
    ))
  return {
    async deposit(userId, o) {
      const amount = o.type >= 2 ? (Number(o.amount) / 100).toFixed(4) : o.amount
      const token = tokens.get(userId)
      const r = await unwrap(
        call<{ id: number; amount: string }>(h.app, '/api/recharge', {
          token,
          body: { type: o.type, amount, pic: await freshProof(userId) },
        }),
      )
      return { id: r.id, asset: assets[o.type], amount: expectSpent(parseAmount(r.amount, assets[o.type])) }
    },
    decideDeposit: (id, approve) => decide('deposits', id, approve),
    async withdraw(userId, amount) {
      const body = { ...cardOf(userId), amount }
      const r = await unwrap(withdrawConfirmed(h, tokens.get(userId), body))
      return { id: r.id, total: expectSpent(parseAmount(r.amount, 'USDT')) + expectSpent(parseAmount(r.fee, 'USDT')) }
    },
    decideWithdrawal: (id, approve) => decide('withdrawals', id, approve),
    async exchange(userId, o) {
      const amount = o.type === 0 && o.from !== 'USDT' ? (Number(o.amount) / 1000).toFixed(6) : o.amount
      const body = { from: o.from, to: o.to, amount, type: o.type, do: 1 }
      const r = await unwrap(
        call<{ from_amount: string; to_amount: string }>(h.app, '/api/exchange_result2', {
          token: tokens.get(userId),
          body,
        }),
      )
      return { from: expectSpent(parseAmount(r.from_amount, o.from)), to: expectSpent(parseAmount(r.to_amount, o.to)) }
    },
  }
}

/** Postings per reason made since the last count (ids restart with each fresh database). */
async function countByReason(): Promise<[string, number][]> {
  const rows = await h.db.selectFrom('postings').select(['id', 'reason']).where('id', '>', counted).execute()
  counted = rows.at(-1)?.id ?? counted
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1)
  return [...counts]
}

// Each step is a round trip to the server on PostgreSQL: its sizes are smaller there (the rules are the same code on
// both; what PostgreSQL adds, its locking and types, shows in every sequence), to stay within the time limit.
const serviceRuns = { fast: postgresUrl ? 80 : 150, deep: postgresUrl ? 400 : 1000 }
const httpRuns = { fast: postgresUrl ? 25 : 40, deep: postgresUrl ? 150 : 300 }

describe('ledger properties', () => {
  it('hold over random service-level sequences', async () => {
    const totals = new Map<string, number>()
    const runs = await assertProperty(
      fc.asyncProperty(steps, async (plan) => {
        await freshEnough()
        await runSequence(h, serviceDriver(), await usersWithProofs(USERS), plan)
        for (const [reason, n] of await countByReason()) totals.set(reason, (totals.get(reason) ?? 0) + n)
      }),
      { runs: serviceRuns },
    )
    // The runs reached every kind of movement, not only refusals.
    for (const reason of ['deposit_credit', 'withdraw_freeze', 'withdraw_payout', 'withdraw_return', 'exchange']) {
      expect(totals.get(reason) ?? 0, reason).toBeGreaterThan(runs / 10)
    }
  }, 300_000)

  it('hold over random HTTP-level sequences', async () => {
    await assertProperty(
      fc.asyncProperty(steps, async (plan) => {
        await freshEnough()
        await runSequence(h, httpDriver(), await usersWithProofs(USERS), plan)
      }),
      { runs: httpRuns },
    )
  }, 180_000)
})
