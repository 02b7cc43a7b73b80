// Operator reviews notify the user in the decision's transaction: withdrawals, bank records and addresses,
// identity verifications (and their auto-approvals).
import { afterEach, describe, expect, it } from 'vitest'
import type { WithdrawRecord } from '../../../contract/wallet'
import { alertCount, notificationsOf, onlyAlert } from '../../support/server/alerts'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund } from '../../support/server/wallet'

const ADMIN = 'operator-secret-0123456789'
const USDT = 1_000_000n
const addressForm = { type: 1, currency: 'USDT-TRC20', address: 'TQ1234567890abcdef' }
const basic = { country: 'Thailand', realname: 'Somchai Dee', idcard_num: '1234567890123', address: '1 Sukhumvit Rd' }
let h: Harness

async function setUp(autoApprove = 'none') {
  h = await createHarness({
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    TERN_ADMIN_TOKEN: ADMIN,
    TERN_AUTO_APPROVE: autoApprove,
  })
  return createSignedInUser(h)
}
afterEach(() => h.close())

const admin = (path: string, body: unknown = {}) =>
  call(h.app, path, { body, headers: { Authorization: `Bearer ${ADMIN}` } })

async function pendingWithdrawal(user: { id: number; token: string }, amount: string): Promise<WithdrawRecord> {
  await fund(h, user.id, 'USDT', 100n * USDT)
  await approvedRecord(h, user.id, 0)
  const card = { bank_name: 'Kasikorn', bank_branch: 'Silom', name: 'Gus Tester', idcard: 'ID998877' }
  const body = { tabType: 0, ...card, bank_account: `1234${user.id}`, phone: '+66812345678', amount }
  const record = dataOf(await withdrawConfirmed(h, user.token, body))
  // The request's own notice (tests/server/security/) is not what these tests are about.
  await h.db.deleteFrom('notifications').where('kind', '=', 'withdraw_requested').execute()
  return record
}

describe('review decisions notify the user', () => {
  it('an approved withdrawal, with its amount', async () => {
    const user = await setUp()
    const record = await pendingWithdrawal(user, '20')
    dataOf(await admin(`/admin/withdrawals/${record.id}/approve`))
    expect(await onlyAlert(h, user.token)).toMatchObject({
      kind: 'withdraw_approved',
      title: 'Withdrawal approved',
      content: 'Your withdrawal of 20.00 USDT has been approved and is on its way.',
    })
  })

  it('a rejected withdrawal, with the operator’s reason', async () => {
    const user = await setUp()
    const record = await pendingWithdrawal(user, '12.5')
    dataOf(await admin(`/admin/withdrawals/${record.id}/reject`, { reason: 'Name mismatch' }))
    const alert = await onlyAlert(h, user.token, 'es')
    expect(alert).toMatchObject({ kind: 'withdraw_rejected', title: 'Retiro rechazado' })
    expect(alert.content).toBe(
      'Su retiro de 12,50 USDT fue rechazado y el importe se devolvió a su saldo. Motivo: Name mismatch',
    )
  })

  it('bank record and address reviews, both ways', async () => {
    const user = await setUp()
    const add = async () =>
      dataOf(await call<{ id: number }>(h.app, '/api/addbank', { token: user.token, body: addressForm }))
    dataOf(await admin(`/admin/banks/${(await add()).id}/reject`, { reason: 'Wrong network' }))
    expect(await onlyAlert(h, user.token)).toMatchObject({
      kind: 'bank_rejected',
      content: 'Your bank account or withdrawal address was not approved. Reason: Wrong network',
    })
    dataOf(await admin(`/admin/banks/${(await add()).id}/approve`))
    expect((await notificationsOf(h, user.id)).map((n) => n.kind)).toEqual(['bank_rejected', 'bank_approved'])
  })

  it('identity verification results, with the level and the reason', async () => {
    const user = await setUp()
    dataOf(await call(h.app, '/api/basic_verify', { token: user.token, body: basic }))
    const [pending] = dataOf(
      await call<{ id: number }[]>(h.app, '/admin/verifications', {
        headers: { Authorization: `Bearer ${ADMIN}` },
      }),
    )
    dataOf(await admin(`/admin/verifications/${pending?.id}/reject`, { reason: 'Blurred ID' }))
    expect(await onlyAlert(h, user.token)).toMatchObject({
      kind: 'verify_rejected',
      title: 'Verification rejected',
      content: 'Your basic identity verification was not approved. Reason: Blurred ID',
    })
    expect(await notificationsOf(h, user.id)).toEqual([
      { kind: 'verify_rejected', params: { level: 'basic', reason: 'Blurred ID' } },
    ])
  })

  it('auto-approvals notify too (demo mode)', async () => {
    const user = await setUp('banks,verifications')
    dataOf(await call(h.app, '/api/addbank', { token: user.token, body: addressForm }))
    dataOf(await call(h.app, '/api/basic_verify', { token: user.token, body: basic }))
    expect(await notificationsOf(h, user.id)).toEqual([
      { kind: 'bank_approved', params: {} },
      { kind: 'verify_approved', params: { level: 'basic' } },
    ])
    expect(await alertCount(h, user.token)).toBe(2)
  })

  it('a refused decision notifies nobody', async () => {
    const user = await setUp()
    const record = await pendingWithdrawal(user, '20')
    expect((await admin(`/admin/withdrawals/${record.id}/reject`, {})).envelope?.status).toBe(0)
    dataOf(await admin(`/admin/withdrawals/${record.id}/approve`))
    expect((await admin(`/admin/withdrawals/${record.id}/reject`, { reason: 'late' })).envelope?.status).toBe(0)
    expect((await notificationsOf(h, user.id)).map((n) => n.kind)).toEqual(['withdraw_approved'])
  })
})
