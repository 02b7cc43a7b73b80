// The checks of the signed price record and of a timed order (contract/verify/): one changed tick, head hash,
// signature or stored outcome is each detected and named.
import { generateKeyPairSync, sign } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import {
  chainHead,
  checkHourRecord,
  genesis,
  HOUR_MS,
  type HourRecord,
  headMessage,
  importPublicKey,
  type RecordTick,
  toHex,
  type VerifyKey,
} from '../../contract/verify/prices'
import { type SpotClaim, verifySpotFill } from '../../contract/verify/spot'
import { type TimedClaim, verifyTimedOrder } from '../../contract/verify/timed'

const PID = 12
const HOUR = Date.UTC(2026, 0, 5, 12)
const { privateKey, publicKey } = generateKeyPairSync('ed25519')
let key: VerifyKey

beforeAll(async () => {
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  key = await importPublicKey(Buffer.from(x, 'base64url').toString('base64'))
})

async function record(ticks: RecordTick[]): Promise<HourRecord> {
  const prev = toHex(await genesis(PID, HOUR - (HOUR % 86_400_000)))
  const head = toHex(await chainHead(await genesis(PID, HOUR - (HOUR % 86_400_000)), PID, ticks))
  const unsigned = { productId: PID, span: 'h' as const, start: HOUR, count: ticks.length, prev, head }
  const sig = sign(null, headMessage(unsigned), privateKey).toString('base64')
  return { head: { ...unsigned, sig }, precision: 2, ticks }
}

// Entry 60,000.00 at 12:00:00, expiry 12:00:30: the deciding tick is 60,012.34 at 12:00:30.000.
const TICKS: RecordTick[] = [
  [HOUR, 6_000_000, 0],
  [HOUR + 10_000, 6_000_500, 0],
  [HOUR + 30_000, 6_001_234, 0],
  [HOUR + 30_001, 5_990_000, 0],
]
const CLAIM: TimedClaim = {
  id: 1,
  productId: PID,
  direction: 0,
  stake: '100.00',
  ploss: '80.00',
  rate: '80',
  expiresAt: HOUR + 30_000,
  entry: { t: HOUR, price: '60000.00' },
  settlement: { t: HOUR + 30_000, price: '60012.34' },
  result: 1,
}

const verify = (r: HourRecord, claim = CLAIM) => verifyTimedOrder(key, async () => r, claim)

it('verifies an honest record and order, naming the rule and the deciding tick', async () => {
  expect(await checkHourRecord(key, await record(TICKS))).toBeNull()
  expect(await verify(await record(TICKS))).toEqual({
    ok: true,
    rule: 'last_tick_at_or_before_expiry',
    tick: { t: HOUR + 30_000, price: '60012.34' },
    result: 1,
    ploss: '80.000000',
  })
})

it('names a changed tick, head hash and signature', async () => {
  const honest = await record(TICKS)
  const tick: HourRecord = { ...honest, ticks: honest.ticks.map((t, i) => (i === 1 ? [t[0], t[1] + 1, t[2]] : t)) }
  expect(await checkHourRecord(key, tick)).toBe('ticks')
  const hash: HourRecord = { ...honest, head: { ...honest.head, head: `00${honest.head.head.slice(2)}` } }
  expect(await checkHourRecord(key, hash)).toBe('head')
  const sig = Buffer.from(honest.head.sig, 'base64')
  sig[0] = (sig[0] ?? 0) ^ 1
  const signature: HourRecord = { ...honest, head: { ...honest.head, sig: sig.toString('base64') } }
  expect(await checkHourRecord(key, signature)).toBe('signature')
  const dropped: HourRecord = { ...honest, ticks: honest.ticks.slice(1) }
  expect(await checkHourRecord(key, dropped)).toBe('ticks')
  expect(await verify(tick)).toEqual({ ok: false, mismatches: [{ kind: 'record', hour: HOUR, problem: 'ticks' }] })
})

it('names a stored outcome that the rule does not give', async () => {
  const r = await record(TICKS)
  const price = await verify(r, { ...CLAIM, settlement: { t: HOUR + 30_001, price: '59900.00' } })
  expect(price).toEqual({
    ok: false,
    mismatches: [
      {
        kind: 'deciding_tick',
        stored: { t: HOUR + 30_001, price: '59900.00' },
        rule: { t: HOUR + 30_000, price: '60012.34' },
      },
    ],
  })
  expect(await verify(r, { ...CLAIM, result: 2, ploss: '-100.00' })).toEqual({
    ok: false,
    mismatches: [
      { kind: 'result', stored: 2, rule: 1 },
      { kind: 'ploss', stored: '-100.00', rule: '80.000000' },
    ],
  })
  expect(await verify(r, { ...CLAIM, entry: { t: HOUR, price: '59999.99' } })).toMatchObject({
    ok: false,
    mismatches: [{ kind: 'entry_tick' }],
  })
})

it('says an hour is not signed yet rather than guessing', async () => {
  expect(await verifyTimedOrder(key, async () => null, CLAIM)).toEqual({
    ok: false,
    mismatches: [{ kind: 'unsigned', hour: HOUR }],
  })
  expect(HOUR % HOUR_MS).toBe(0)
})

it('verifies a spot limit fill on the first tick after placement at or through the limit, and names a wrong one', async () => {
  const r = await record(TICKS)
  const claim: SpotClaim = {
    id: 2,
    productId: PID,
    side: 1,
    coin: 'BTC',
    limit: '60010.00',
    amount: '0.01000000',
    fee: '0.00025000',
    total: '585.097500',
    feeRate: '2.5',
    placedT: HOUR,
    fill: { t: HOUR + 30_000, price: '60012.34' },
  }
  const source = async () => r
  expect(await verifySpotFill(key, source, claim)).toEqual({
    ok: true,
    rule: 'first_tick_crossing_limit',
    tick: { t: HOUR + 30_000, price: '60012.34' },
  })
  const late = { ...claim, fill: { t: HOUR + 30_001, price: '59900.00' } }
  expect(await verifySpotFill(key, source, late)).toMatchObject({ ok: false, mismatches: [{ kind: 'deciding_tick' }] })
})
