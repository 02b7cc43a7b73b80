import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '../../../contract/console'
import type { RechargeRecord, WithdrawRecord } from '../../../contract/wallet'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { asOperator, signedInOperator, type TestOperator } from '../../support/server/operators'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund, pngDataUrl } from '../../support/server/wallet'

const ADMIN_TOKEN = 'legacy-admin-token-0123456789'
const USDT = 1_000_000n
let h: Harness
let user: { id: number; token: string }
let reviewer: TestOperator
let support: TestOperator
let admin: TestOperator

beforeAll(async () => {
  h = await createHarness({
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    TERN_ADMIN_TOKEN: ADMIN_TOKEN,
    TERN_AUTO_APPROVE: 'none',
  })
  user = await createSignedInUser(h)
  reviewer = await signedInOperator(h, 'reviewer@example.com', 'reviewer')
  support = await signedInOperator(h, 'support@example.com', 'support')
  admin = await signedInOperator(h, 'admin@example.com', 'admin')
  await fund(h, user.id, 'USDT', 100n * USDT)
  await approvedRecord(h, user.id, 0)
}, 120_000)
afterAll(() => h.close())

async function pendingDeposit(): Promise<RechargeRecord> {
  const upload = await call<{ src: string }>(h.app, '/api/stream_upload/type/payimg', {
    token: user.token,
    body: pngDataUrl,
  })
  const body = { type: 0, amount: '50', pic: dataOf(upload).src }
  return dataOf(await call<RechargeRecord>(h.app, '/api/recharge', { token: user.token, body }))
}

async function pendingWithdrawal(): Promise<WithdrawRecord> {
  const card = { tabType: 0, bank_name: 'Kasikorn', bank_branch: 'Silom', bank_account: `1234${user.id}` }
  const body = { ...card, name: 'Gus', idcard: 'ID', phone: '1', amount: '20' }
  return dataOf(await withdrawConfirmed(h, user.token, body))
}

const terms = { max_leverage: 50 }
const forbidden = { status: 0, code: 'forbidden' }

describe('operator roles on /admin', () => {
  it('reviewer: queues and decisions, not products, support or the audit log', async () => {
    const deposit = await pendingDeposit()
    const queue = dataOf(await asOperator<{ id: number }[]>(h, reviewer.token, '/admin/deposits'))
    expect(queue.map((d) => d.id)).toContain(deposit.id)
    const approved = await asOperator(h, reviewer.token, `/admin/deposits/${deposit.id}/approve`, { body: {} })
    expect(approved.envelope).toMatchObject({ status: 1, data: { status: 1 } })
    const product = await asOperator(h, reviewer.token, '/admin/products/12/contract_terms', { body: terms })
    expect(product.status).toBe(403)
    expect(product.envelope).toMatchObject({ ...forbidden, msg: 'Your operator role (reviewer) does not allow this.' })
    const german = await asOperator(h, reviewer.token, '/admin/audit', { lang: 'de' })
    expect(german.envelope).toMatchObject({ ...forbidden, msg: 'Deine Operator-Rolle (reviewer) erlaubt das nicht.' })
    expect((await asOperator(h, reviewer.token, '/admin/audit.csv')).status).toBe(403)
    expect((await asOperator(h, reviewer.token, '/admin/support')).status).toBe(403)
    expect((await asOperator(h, reviewer.token, '/admin/invest_products')).status).toBe(403)
    const log = dataOf(await asOperator<AuditPage>(h, admin.token, `/admin/audit?target=deposit:${deposit.id}`))
    expect(log.items).toEqual([
      expect.objectContaining({ operator: 'op:reviewer@example.com', action: 'deposit.approve', address: 'local' }),
    ])
  })

  it('support: the inbox, not withdrawals', async () => {
    const withdrawal = await pendingWithdrawal()
    expect(dataOf(await asOperator(h, support.token, '/admin/support?status=all'))).toEqual([])
    const approve = await asOperator(h, support.token, `/admin/withdrawals/${withdrawal.id}/approve`, { body: {} })
    expect(approve.status).toBe(403)
    expect(approve.envelope).toMatchObject(forbidden)
    expect((await asOperator(h, support.token, '/admin/withdrawals')).status).toBe(403)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { frozen: 21n * USDT } })
    const paid = await asOperator(h, admin.token, `/admin/withdrawals/${withdrawal.id}/approve`, { body: {} })
    expect(paid.envelope).toMatchObject({ status: 1, data: { status: 1 } })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { frozen: 0n } })
  })

  it('admin: everything, products and the audit log included', async () => {
    const changed = await asOperator(h, admin.token, '/admin/products/12/contract_terms', { body: terms })
    expect(changed.envelope).toMatchObject({ status: 1, data: { max_leverage: 50 } })
    expect(dataOf(await asOperator(h, admin.token, '/admin/support'))).toEqual([])
    expect(dataOf(await asOperator<AuditPage>(h, admin.token, '/admin/audit?action=contract')).items).toEqual([
      expect.objectContaining({ operator: 'op:admin@example.com', action: 'contract.terms', target: 'product:12' }),
    ])
  })

  it('the legacy admin token acts as admin, named admin@<address> in the log', async () => {
    const deposit = await pendingDeposit()
    const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` }
    const me = await call(h.app, '/admin/session/me', { headers })
    expect(dataOf(me)).toEqual({ id: 0, email: '', role: 'admin', via: 'token' })
    dataOf(await call(h.app, `/admin/deposits/${deposit.id}/reject`, { headers, body: { reason: 'no transfer' } }))
    const log = dataOf(await asOperator<AuditPage>(h, admin.token, `/admin/audit?target=deposit:${deposit.id}`))
    expect(log.items[0]).toMatchObject({ operator: 'admin@local', action: 'deposit.reject', reason: 'no transfer' })
  })
})

describe('tokens stay on their side', () => {
  it('a user token never works on /admin', async () => {
    expect((await call(h.app, '/admin/deposits', { token: user.token })).status).toBe(401)
    const bearer = await call(h.app, '/admin/deposits', { headers: { Authorization: `Bearer ${user.token}` } })
    expect(bearer.status).toBe(401)
    expect(bearer.envelope).toMatchObject({ code: 'unauthorized' })
  })

  it('an operator token never works on /api', async () => {
    const asUser = await call(h.app, '/api/userinfo', { token: admin.token })
    expect(asUser.status).toBe(204)
    const bearer = await call(h.app, '/api/userinfo', { headers: { Authorization: `Bearer ${admin.token}` } })
    expect(bearer.status).toBe(204)
    expect((await asOperator(h, admin.token, '/admin/session/me')).status).toBe(200)
  })
})
