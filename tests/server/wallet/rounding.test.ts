// Finding 8 of issue 11: exchange rounding in the user's favour was a money pump (USDT -> BTC -> USDT at one
// price gained 0.000669 USDT per cycle, paid by the house). Every conversion now rounds in the house's favour:
// whatever the sequence of exchanges at a fixed price, the user's value at that price never grows.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Asset } from '../../../contract/api'
import { executeExchange } from '../../../server/features/exchange/service'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { formatAmount } from '../../../server/ledger/money'
import { writeTx } from '../../../server/ledger/tx'
import { assertProperty } from '../../support/property'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { createUser, depsOf, fund, setPrices } from '../../support/server/wallet'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
})
afterAll(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

interface Prices {
  btc: number
  eth: number
}

/** The user's holdings valued at the prices (integer cents), scaled by 1e10 so the value is an exact integer. */
async function worth(userId: number, p: Prices): Promise<bigint> {
  const b = await balancesOf(h.db, userId)
  return b.USDT.available * 10_000n + b.BTC.available * BigInt(p.btc) + b.ETH.available * BigInt(p.eth)
}

/** Executes one exchange; a refusal (too small, not enough balance) moves nothing and is skipped. */
async function exchange(userId: number, from: Asset, to: Asset, amount: string, type: 0 | 1): Promise<boolean> {
  try {
    await writeTx(h.db, (trx) => executeExchange(depsOf(h), trx, userId, { from, to, amount, type }))
    return true
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'insufficient_balance' || code === 'below_minimum' || code === 'validation') return false
    throw error
  }
}

const USDT = 1_000_000n
/** Each run's starting holdings; a to-amount (type 1) is a share of the target's. */
const start: Record<Asset, bigint> = { USDT: 5_000n * USDT, BTC: 12_345_677n, ETH: 98_765_431n }
const asset = fc.constantFrom<Asset>('USDT', 'BTC', 'ETH')
const step = fc.record({
  from: asset,
  to: asset,
  type: fc.constantFrom<0 | 1>(0, 1),
  /** A share of the holding to move (per mille), and a few odd minor units to make rounding bite. */
  share: fc.integer({ min: 1, max: 1000 }),
  odd: fc.bigInt({ min: 0n, max: 999n }),
})

describe('exchange rounding', () => {
  it('a USDT -> BTC -> USDT cycle at one price never gains (100 cycles)', async () => {
    const prices = { btc: 6_700_000, eth: 345_000 }
    setPrices(h, prices)
    const user = await createUser(h)
    await fund(h, user, 'USDT', 1000n * USDT)
    const start = await worth(user, prices)
    for (let i = 0; i < 100; i++) {
      expect(await exchange(user, 'USDT', 'BTC', '2', 0)).toBe(true)
      const btc = (await balancesOf(h.db, user)).BTC.available
      expect(await exchange(user, 'BTC', 'USDT', formatAmount(btc, 'BTC', 0), 0)).toBe(true)
    }
    const b = await balancesOf(h.db, user)
    expect(b.BTC.available).toBe(0n)
    // Each cycle rounds twice against the user, by less than one minor unit of BTC (0.00067 USDT) and of USDT.
    expect(b.USDT.available).toBeLessThan(1000n * USDT)
    expect(b.USDT.available).toBeGreaterThan(1000n * USDT - 100n * 671n)
    expect(await worth(user, prices)).toBeLessThanOrEqual(start)
  })

  it('no sequence of exchanges at a fixed price increases the user’s value', async () => {
    const prices = fc.record({
      btc: fc.integer({ min: 100_000, max: 20_000_000 }),
      eth: fc.integer({ min: 1_000, max: 1_000_000 }),
    })
    await assertProperty(
      fc.asyncProperty(prices, fc.array(step, { minLength: 1, maxLength: 12 }), async (p, steps) => {
        setPrices(h, p)
        const user = await createUser(h)
        for (const a of ['USDT', 'BTC', 'ETH'] as const) await fund(h, user, a, start[a])
        let value = await worth(user, p)
        for (const s of steps) {
          if (s.from === s.to) continue
          const base = s.type === 0 ? (await balancesOf(h.db, user))[s.from].available : start[s.to]
          const minor = (base * BigInt(s.share)) / 1000n + s.odd
          if (minor <= 0n) continue
          if (!(await exchange(user, s.from, s.to, formatAmount(minor, s.type === 0 ? s.from : s.to, 0), s.type))) {
            continue
          }
          const next = await worth(user, p)
          expect(next).toBeLessThanOrEqual(value)
          value = next
        }
      }),
      { runs: { fast: 40, deep: postgresUrl ? 150 : 500 } },
    )
  }, 120_000)
})
