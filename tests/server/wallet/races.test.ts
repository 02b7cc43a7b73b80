import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ExchangeAnswer } from '../../../contract/wallet'
import { reviewDeposit } from '../../../server/features/recharge/service'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { confirmRequest, preparedRequest, withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund, pngDataUrl, setPrices } from '../../support/server/wallet'

let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
  user = await createSignedInUser(h)
  setPrices(h, { btc: 6_700_000, eth: 345_000 })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

const card = (id: number) => ({
  tabType: 0,
  bank_name: 'Kasikorn',
  bank_branch: 'Silom',
  bank_account: `1234${id}`,
  name: 'Gus Tester',
  idcard: 'ID998877',
  phone: '+66812345678',
})

describe('races', () => {
  it('20 concurrent confirmations of full-balance withdrawals: exactly one is accepted', async () => {
    await fund(h, user.id, 'USDT', 101n * USDT)
    await approvedRecord(h, user.id, 0)
    // Requests freeze nothing, so all 20 are accepted; the confirmations race for the balance.
    const ids: number[] = []
    for (let i = 0; i < 20; i += 1) ids.push(await preparedRequest(h, user.token, { ...card(user.id), amount: '100' }))
    const results = await Promise.all(ids.map((id) => confirmRequest(h.app, user.token, id)))
    const accepted = results.filter((r) => r.envelope?.status === 1)
    expect(accepted).toHaveLength(1)
    const refusals = results.flatMap((r) => (r.envelope?.status === 0 ? [r.envelope.code] : []))
    expect(refusals).toEqual(Array.from({ length: 19 }, () => 'insufficient_balance'))
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 0n, frozen: 101n * USDT } })
  })

  it('100 concurrent withdrawals from a never-funded balance: none is accepted, nothing moves', async () => {
    await approvedRecord(h, user.id, 0)
    const results = await Promise.all(
      Array.from({ length: 100 }, () => withdrawConfirmed(h, user.token, { ...card(user.id), amount: '10' })),
    )
    expect(results.every((r) => r.envelope?.status === 0)).toBe(true)
    expect(await h.db.selectFrom('postings').selectAll().execute()).toEqual([])
  })

  it('100 concurrent exchanges of a first-ever BTC balance: exactly one is accepted', async () => {
    // The user's BTC account gets its very first posting from an approved deposit.
    const upload = dataOf(
      await call<{ src: string }>(h.app, '/api/stream_upload/type/payimg', { token: user.token, body: pngDataUrl }),
    )
    const deposit = dataOf(
      await call<{ id: number }>(h.app, '/api/recharge', {
        token: user.token,
        body: { type: 2, amount: '0.01', pic: upload.src },
      }),
    )
    await reviewDeposit(h, deposit.id, true, '')
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        call<ExchangeAnswer>(h.app, '/api/exchange_result2', {
          token: user.token,
          body: { from: 'BTC', to: 'USDT', amount: '0.01', type: 0, do: 1 },
        }),
      ),
    )
    expect(results.filter((r) => r.envelope?.status === 1)).toHaveLength(1)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ BTC: { available: 0n }, USDT: { available: 670n * USDT } })
  })

  it('20 parallel identical requests with one idempotency key: one effect, identical answers', async () => {
    await fund(h, user.id, 'USDT', 1000n * USDT)
    const headers = { 'Idempotency-Key': 'swap-42' }
    const body = { from: 'USDT', to: 'ETH', amount: '345', type: 0, do: 1 }
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(h.app, '/api/exchange_result2', { token: user.token, body, headers })),
    )
    const first = JSON.stringify(results[0]?.envelope)
    expect(results.every((r) => JSON.stringify(r.envelope) === first)).toBe(true)
    expect(results[0]?.envelope?.status).toBe(1)
    expect(await h.db.selectFrom('exchanges').selectAll().execute()).toHaveLength(1)
    expect(await balancesOf(h.db, user.id)).toMatchObject({
      USDT: { available: 655n * USDT },
      ETH: { available: 10n ** 7n },
    })
    // The same key from another user is that user's own key.
    const other = await createSignedInUser(h)
    const theirs = await call(h.app, '/api/exchange_result2', { token: other.token, body, headers })
    expect(theirs.envelope).toMatchObject({ status: 0, code: 'insufficient_balance' })
  })

  it('approve and reject of one withdrawal racing: exactly one wins', async () => {
    await fund(h, user.id, 'USDT', 50n * USDT)
    await approvedRecord(h, user.id, 0)
    const w = dataOf(await withdrawConfirmed(h, user.token, { ...card(user.id), amount: '20' }))
    const { reviewWithdrawal } = await import('../../../server/features/withdraw/service')
    const outcomes = await Promise.allSettled([
      reviewWithdrawal(h, w.id, true, ''),
      reviewWithdrawal(h, w.id, false, 'dup'),
      reviewWithdrawal(h, w.id, true, ''),
    ])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
  })
})
