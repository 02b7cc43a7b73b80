// Issue 11, Low: the risk disclosure was enforced by the client only. The server now refuses timed orders until
// the user's acceptance of the current disclosure version is recorded (POST /api/risk_accept {kind}).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type RiskAcceptance, riskDisclosureVersion } from '../../../contract/risk'
import type { MicroOrderPlaced } from '../../../contract/trading'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tick } from '../../support/server/trading'
import { createSignedInUser, fund } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }
const order = { pid: BTC, t: 30, amount: '10', type: 0 }

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createSignedInUser(h)
  await fund(h, user.id, 'USDT', 1_000_000_000n)
  await tick(h, { [BTC]: 6_700_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const accept = (kind: unknown, token = user.token, lang?: string) =>
  call<RiskAcceptance>(h.app, '/api/risk_accept', { token, lang, body: { kind } })
const place = (lang?: string) =>
  call<MicroOrderPlaced>(h.app, '/api/micro_order', { token: user.token, lang, body: order })

describe('risk disclosure acceptance', () => {
  it('refuses a timed order until the acceptance is recorded, and writes nothing', async () => {
    expect((await place()).envelope).toEqual({
      status: 0,
      code: 'risk_not_accepted',
      msg: 'Please read and accept the risk disclosure before trading.',
      data: null,
    })
    expect((await place('th')).envelope?.msg).toBe('โปรดอ่านและยอมรับการเปิดเผยความเสี่ยงก่อนทำการซื้อขาย')
    expect(await h.db.selectFrom('micro_orders').selectAll().execute()).toEqual([])
    expect(await h.db.selectFrom('postings').select('id').where('reason', 'like', 'micro%').execute()).toEqual([])
    // Accepting the (future) leveraged-trading disclosure does not accept the timed-order one.
    dataOf(await accept('contract'))
    expect((await place()).envelope).toMatchObject({ code: 'risk_not_accepted' })

    const res = await accept('micro', user.token, 'de')
    expect(res.envelope).toMatchObject({ status: 1, msg: 'Risikohinweis akzeptiert' })
    expect(dataOf(res)).toEqual({
      kind: 'micro',
      version: riskDisclosureVersion.micro,
      accepted_at: h.clock().toISOString(),
    })
    expect(dataOf(await place()).amount).toBe('10.00')
  })

  it('records kind, version and the first time of acceptance, per user', async () => {
    const first = dataOf(await accept('micro'))
    h.clock.advance(60_000)
    expect(dataOf(await accept('micro'))).toEqual(first)
    const rows = await h.db.selectFrom('risk_acceptances').selectAll().execute()
    expect(rows).toEqual([{ user_id: user.id, kind: 'micro', version: 1, accepted_at: first.accepted_at }])
    // Another user's acceptance is not this one's.
    const other = await createSignedInUser(h)
    await fund(h, other.id, 'USDT', 1_000_000_000n)
    const refused = await call(h.app, '/api/micro_order', { token: other.token, body: order })
    expect(refused.envelope).toMatchObject({ code: 'risk_not_accepted' })
  })

  it.each([['leveraged'], [''], [1], [null], [{ kind: 'micro' }]])('refuses kind %j as validation', async (kind) => {
    expect((await accept(kind)).envelope).toMatchObject({ status: 0, code: 'validation' })
    expect(await h.db.selectFrom('risk_acceptances').selectAll().execute()).toEqual([])
  })

  it('needs a session', async () => {
    expect((await call(h.app, '/api/risk_accept', { body: { kind: 'micro' } })).status).toBe(204)
  })
})
