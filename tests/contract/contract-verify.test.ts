// The check of a closed contract position (contract/verify/contract.ts) on a signed hour: take-profit, stop-loss
// (with the stops edited while open), liquidation, a close by the user and a limit order's fill each verify by
// their published rule; one changed tick, head hash, signature or stored outcome is each detected and named.
import { generateKeyPairSync, sign } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { positionDecision } from '../../contract/rules/position'
import { type ContractClaim, verifyContractClose } from '../../contract/verify/contract'
import {
  chainHead,
  genesis,
  type HourRecord,
  headMessage,
  importPublicKey,
  type RecordTick,
  toHex,
  type VerifyKey,
} from '../../contract/verify/prices'

const PID = 12
const HOUR = Date.UTC(2026, 0, 5, 12)
const { privateKey, publicKey } = generateKeyPairSync('ed25519')
let key: VerifyKey

beforeAll(async () => {
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  key = await importPublicKey(Buffer.from(x, 'base64url').toString('base64'))
})

async function record(ticks: RecordTick[]): Promise<HourRecord> {
  const start = await genesis(PID, HOUR - (HOUR % 86_400_000))
  const head = toHex(await chainHead(start, PID, ticks))
  const unsigned = { productId: PID, span: 'h' as const, start: HOUR, count: ticks.length, prev: toHex(start), head }
  const sig = sign(null, headMessage(unsigned), privateKey).toString('base64')
  return { head: { ...unsigned, sig }, precision: 2, ticks }
}

// 60,000.00 at 12:00:00, up to 60,600.00, down through 59,750.00 to 59,000.00.
const TICKS: RecordTick[] = [
  [HOUR, 6_000_000, 0],
  [HOUR + 1000, 6_030_000, 0],
  [HOUR + 2000, 6_060_000, 0],
  [HOUR + 3000, 5_975_000, 0],
  [HOUR + 4000, 5_900_000, 0],
]

// A 1-lot long (10 USDT margin) at 100x, opened by a market order on the first tick; liquidation at 59,698.49.
const LONG: ContractClaim = {
  id: 1,
  productId: PID,
  side: 0,
  priceType: 0,
  leverage: 100,
  maintenance: '0.5',
  margin: '10.000000',
  notional: '1000.000000',
  profit: '10.000000',
  entry: '60000.00',
  liq: '59698.49',
  placedT: HOUR,
  closedAt: HOUR + 2005,
  open: { t: HOUR, price: '60000.00' },
  close: { t: HOUR + 2000, price: '60600.00' },
  reason: 'take_profit',
  stops: [{ from_t: HOUR, stop_win: '60500.00', stop_loss: '' }],
}

const verify = async (claim: ContractClaim, ticks = TICKS) => {
  const r = await record(ticks)
  return verifyContractClose(key, async () => r, claim)
}

it('verifies a take-profit on the first tick at or through it, with the close price and the result', async () => {
  expect(await verify(LONG)).toEqual({
    ok: true,
    rule: 'first_tick_through_take_profit',
    tick: { t: HOUR + 2000, price: '60600.00' },
    reason: 'take_profit',
    profit: '10.000000',
  })
})

it('applies the stops in force at each tick: a take-profit edited while open decides from its edit on', async () => {
  // 60,200.00 first (the tick at 12:00:01 would reach it), replaced at 12:00:00 by 60,700.00, then at 12:00:01 by
  // 60,500.00: the tick at 12:00:02 decides.
  const stops = [
    { from_t: HOUR, stop_win: '60200.00', stop_loss: '' },
    { from_t: HOUR, stop_win: '60700.00', stop_loss: '' },
    { from_t: HOUR + 1000, stop_win: '60500.00', stop_loss: '' },
  ]
  expect(await verify({ ...LONG, stops })).toMatchObject({ ok: true, tick: { t: HOUR + 2000 } })
  // Read with only the last stops, the tick at 12:00:01 would not decide either; with only the first it would.
  expect(await verify({ ...LONG, stops: stops.slice(0, 1) })).toMatchObject({
    ok: false,
    mismatches: [
      { kind: 'deciding_tick', rule: { t: HOUR + 1000, price: '60300.00' } },
      { kind: 'ploss', stored: '10.000000', rule: '5.000000' },
    ],
  })
})

it('verifies a stop-loss and a liquidation, each on the first tick at or through its price', async () => {
  const stopLoss = {
    ...LONG,
    reason: 'stop_loss' as const,
    stops: [{ from_t: HOUR, stop_win: '', stop_loss: '59800.00' }],
    close: { t: HOUR + 3000, price: '59750.00' },
    profit: '-4.166667',
  }
  expect(await verify(stopLoss)).toMatchObject({ ok: true, rule: 'first_tick_through_stop_loss', profit: '-4.166667' })
  const liquidation = {
    ...LONG,
    reason: 'liquidation' as const,
    stops: [{ from_t: HOUR, stop_win: '', stop_loss: '' }],
    close: { t: HOUR + 4000, price: '59000.00' },
    profit: '-10.000000',
  }
  expect(await verify(liquidation)).toEqual({
    ok: true,
    rule: 'first_tick_through_liquidation',
    tick: { t: HOUR + 4000, price: '59000.00' },
    reason: 'liquidation',
    profit: '-10.000000',
  })
  // "Liquidated before the liquidation price": a close claimed on the tick above it is named, with the rule's.
  expect(await verify({ ...liquidation, close: { t: HOUR + 3000, price: '59750.00' } })).toEqual({
    ok: false,
    mismatches: [
      {
        kind: 'deciding_tick',
        stored: { t: HOUR + 3000, price: '59750.00' },
        rule: { t: HOUR + 4000, price: '59000.00' },
      },
    ],
  })
  // Without the tick that crossed it, the rule liquidates on no tick.
  expect(await verify(liquidation, TICKS.slice(0, 4))).toMatchObject({
    ok: false,
    mismatches: [{ kind: 'close_reason', stored: 'liquidation', rule: null }],
  })
})

it('verifies a close by the user on the last tick before the request, unless the rule closed it before', async () => {
  const user = {
    ...LONG,
    reason: 'user' as const,
    stops: [{ from_t: HOUR, stop_win: '', stop_loss: '' }],
    closedAt: HOUR + 1500,
    close: { t: HOUR + 1000, price: '60300.00' },
    profit: '5.000000',
  }
  expect(await verify(user)).toMatchObject({ ok: true, rule: 'recorded_tick_within_price_age_before_close_request' })
  // At the mark that liquidates, the user's close applies like the engine's.
  const atLiquidation = { ...user, closedAt: HOUR + 4500, close: { t: HOUR + 4000, price: '59000.00' } }
  expect(await verify({ ...atLiquidation, profit: '-10.000000' })).toMatchObject({ ok: true })
  // With a take-profit at 60,500.00 the tick at 12:00:02 closed it first.
  const late = { ...user, closedAt: HOUR + 3500, close: { t: HOUR + 3000, price: '59750.00' }, profit: '-4.166667' }
  expect(await verify({ ...late, stops: LONG.stops })).toEqual({
    ok: false,
    mismatches: [
      { kind: 'close_reason', stored: 'user', rule: 'take_profit' },
      {
        kind: 'deciding_tick',
        stored: { t: HOUR + 3000, price: '59750.00' },
        rule: { t: HOUR + 2000, price: '60600.00' },
      },
      { kind: 'ploss', stored: '-4.166667', rule: '10.000000' },
    ],
  })
})

it('verifies a close by the user priced on an older recorded tick within the price age limit, and no older', async () => {
  // An API process apart from the engine had read the ticks up to 12:00:01 when the close came at 12:00:02.5: the
  // tick of 12:00:02 was recorded, but after.
  const user = {
    ...LONG,
    reason: 'user' as const,
    stops: [{ from_t: HOUR, stop_win: '', stop_loss: '' }],
    closedAt: HOUR + 2500,
    close: { t: HOUR + 1000, price: '60300.00' },
    profit: '5.000000',
  }
  const r = await record(TICKS)
  const check = (claim: ContractClaim, maxAgeMs?: number) => verifyContractClose(key, async () => r, claim, maxAgeMs)
  expect(await check(user)).toMatchObject({ ok: true, tick: user.close, reason: 'user' })
  // With a limit of a second, 12:00:01 is too old for a request at 12:00:02.5: the rule's tick is the last at or
  // before the request.
  expect(await check(user, 1000)).toMatchObject({
    ok: false,
    mismatches: [
      { kind: 'deciding_tick', stored: user.close, rule: { t: HOUR + 2000, price: '60600.00' } },
      { kind: 'ploss', stored: '5.000000', rule: '10.000000' },
    ],
  })
  // A price that is not the recorded tick's, or a tick after the request, is no allowed tick.
  expect(await check({ ...user, close: { t: HOUR + 1000, price: '60400.00' } })).toMatchObject({ ok: false })
  expect(await check({ ...user, closedAt: HOUR + 900 })).toMatchObject({ ok: false })
})

it('verifies a limit order that waited: filled at its limit on the first tick after placement through it', async () => {
  const limit: ContractClaim = {
    ...LONG,
    priceType: 1,
    placedT: HOUR + 2000,
    entry: '59900.00',
    liq: '59598.99',
    open: { t: HOUR + 3000, price: '59750.00' },
    close: { t: HOUR + 4000, price: '59000.00' },
    reason: 'liquidation',
    stops: [{ from_t: HOUR + 2000, stop_win: '', stop_loss: '' }],
    profit: '-10.000000',
  }
  expect(await verify(limit)).toMatchObject({ ok: true, rule: 'first_tick_through_liquidation' })
  // A fill stored later than the first tick through the limit (60,300.00 at 12:00:01 reaches a 60,400.00 limit).
  const late = await verify({ ...limit, placedT: HOUR + 500, entry: '60400.00', liq: '60096.48' })
  expect(late).toMatchObject({ ok: false })
  if (!late.ok)
    expect(late.mismatches[0]).toEqual({
      kind: 'fill_tick',
      stored: limit.open,
      rule: { t: HOUR + 1000, price: '60300.00' },
    })
  const decision = positionDecision(
    { side: 0, waited: true, price: 5_990_000, liq_price: 5_959_899, placed_t: HOUR + 2000, open_t: HOUR + 3000 },
    [{ from_t: HOUR + 2000, stop_win: null, stop_loss: null }],
    TICKS.map(([t, price]) => ({ t, price })),
  )
  expect(decision).toEqual({
    fill: { t: HOUR + 3000, price: 5_975_000 },
    close: { tick: { t: HOUR + 4000, price: 5_900_000 }, reason: 'liquidation' },
  })
})

it('names a changed tick, head hash and signature of the hour, and a changed stored outcome', async () => {
  const honest = await record(TICKS)
  const check = (r: HourRecord, claim = LONG) => verifyContractClose(key, async () => r, claim)
  const tick: HourRecord = { ...honest, ticks: honest.ticks.map((k, i) => (i === 1 ? [k[0], k[1] + 1, k[2]] : k)) }
  expect(await check(tick)).toEqual({ ok: false, mismatches: [{ kind: 'record', hour: HOUR, problem: 'ticks' }] })
  const hash: HourRecord = { ...honest, head: { ...honest.head, head: `00${honest.head.head.slice(2)}` } }
  expect(await check(hash)).toEqual({ ok: false, mismatches: [{ kind: 'record', hour: HOUR, problem: 'head' }] })
  const sig = Buffer.from(honest.head.sig, 'base64')
  sig[0] = (sig[0] ?? 0) ^ 1
  const signature: HourRecord = { ...honest, head: { ...honest.head, sig: sig.toString('base64') } }
  expect(await check(signature)).toEqual({
    ok: false,
    mismatches: [{ kind: 'record', hour: HOUR, problem: 'signature' }],
  })
  expect(await check(honest, { ...LONG, profit: '10.000001' })).toEqual({
    ok: false,
    mismatches: [{ kind: 'ploss', stored: '10.000001', rule: '10.000000' }],
  })
  expect(await check(honest, { ...LONG, close: { t: HOUR + 2000, price: '60500.00' } })).toEqual({
    ok: false,
    mismatches: [
      {
        kind: 'deciding_tick',
        stored: { t: HOUR + 2000, price: '60500.00' },
        rule: { t: HOUR + 2000, price: '60600.00' },
      },
    ],
  })
  expect(await check(honest, { ...LONG, liq: '59700.00' })).toMatchObject({
    ok: false,
    mismatches: [{ kind: 'liq_price', stored: '59700.00', rule: '59698.49' }],
  })
  expect(await check(honest, { ...LONG, open: { t: HOUR, price: '59990.00' } })).toEqual({
    ok: false,
    mismatches: [{ kind: 'entry_tick', stored: { t: HOUR, price: '59990.00' } }],
  })
  expect(await verifyContractClose(key, async () => null, LONG)).toEqual({
    ok: false,
    mismatches: [{ kind: 'unsigned', hour: HOUR }],
  })
})
