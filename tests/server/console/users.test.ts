import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type {
  HouseReport,
  LedgerEntry,
  Page,
  QueueCounts,
  UserDetail,
  UserSummary,
  WithdrawalReview,
} from '../../../contract/console-data'
import { ADMIN_TOKEN, admin, auditRows, operatorBearer } from '../../support/server/console'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund, pngDataUrl } from '../../support/server/wallet'

let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    TERN_ADMIN_TOKEN: ADMIN_TOKEN,
    TERN_AUTO_APPROVE: 'none',
  })
  user = await createSignedInUser(h, 'alice@example.com')
  await fund(h, user.id, 'USDT', 500n * USDT)
})
afterEach(() => h.close())

async function pendingWithdrawal() {
  await approvedRecord(h, user.id, 1)
  const body = { tabType: 1, network: 'trc20', coin_address: `TXaddr${user.id}abcdefgh`, amount: '100' }
  return dataOf(await withdrawConfirmed(h, user.token, body))
}

describe('queues', () => {
  it('count what waits in each queue', async () => {
    const { src } = dataOf(
      await call<{ src: string }>(h.app, '/api/stream_upload/type/payimg', { token: user.token, body: pngDataUrl }),
    )
    dataOf(await call(h.app, '/api/recharge', { token: user.token, body: { type: 0, amount: '50', pic: src } }))
    await pendingWithdrawal()
    dataOf(await call(h.app, '/api/support_thread', { token: user.token, body: { body: 'Hello' } }))
    const counts = dataOf(await admin<QueueCounts>(h, '/admin/queues'))
    expect(counts).toEqual({
      deposits: 1,
      withdrawals: 1,
      banks: 0,
      verifications_basic: 0,
      verifications_advanced: 0,
      support: 1,
    })
  })

  it('show a withdrawal with its bound address, the balances and the newest postings', async () => {
    const { id } = await pendingWithdrawal()
    const [item] = dataOf(await admin<WithdrawalReview[]>(h, '/admin/withdrawals'))
    expect(item).toMatchObject({ id, user_id: user.id, username: 'alice@example.com', amount: '100.00', fee: '1.00' })
    expect(item?.destination).toMatchObject({ type: 1, address: `TXaddr${user.id}abcdefgh` })
    expect(item?.balances.find((b) => b.asset === 'USDT')).toEqual({
      asset: 'USDT',
      available: '399.00',
      frozen: '101.00',
    })
    expect(item?.recent.map((p) => [p.reason, p.bucket, p.amount])).toEqual([
      ['withdraw_freeze', 'frozen', '101.00'],
      ['withdraw_freeze', 'available', '-101.00'],
      ['test_credit', 'available', '500.00'],
    ])
  })

  it('are open to reviewers, while users, house and products are for admins only', async () => {
    const reviewer = await operatorBearer(h, 'reviewer')
    expect(dataOf(await admin<QueueCounts>(h, '/admin/queues', undefined, reviewer)).deposits).toBe(0)
    for (const path of ['/admin/users', `/admin/users/${user.id}`, '/admin/house', '/admin/products']) {
      expect((await admin(h, path, undefined, reviewer)).status).toBe(403)
    }
    const denied = await admin(h, `/admin/users/${user.id}/freeze`, { what: 'login', reason: 'x' }, reviewer)
    expect(denied.envelope).toMatchObject({ code: 'forbidden' })
    expect((await admin(h, '/admin/users', undefined, `Bearer ${user.token}`)).status).toBe(401)
    const adminBearer = await operatorBearer(h, 'admin')
    expect(dataOf(await admin<Page<UserSummary>>(h, '/admin/users', undefined, adminBearer)).total).toBe(1)
  })
})

describe('users', () => {
  it('are found by id, e-mail part or phone, a page at a time', async () => {
    const bob = await createSignedInUser(h, '+66812345678')
    await createSignedInUser(h, 'carol_x@example.com')
    const byMail = dataOf(await admin<Page<UserSummary>>(h, '/admin/users?q=ALICE@'))
    expect(byMail.items.map((u) => u.username)).toEqual(['alice@example.com'])
    expect(dataOf(await admin<Page<UserSummary>>(h, '/admin/users?q=812345')).items.map((u) => u.id)).toEqual([bob.id])
    expect(dataOf(await admin<Page<UserSummary>>(h, `/admin/users?q=${bob.id}`)).items.map((u) => u.id)).toContain(
      bob.id,
    )
    // An underscore is matched literally: as a wildcard, e_e would match alice's e@e.
    expect(dataOf(await admin<Page<UserSummary>>(h, '/admin/users?q=e_e')).total).toBe(0)
    expect(dataOf(await admin<Page<UserSummary>>(h, '/admin/users?q=l_x')).items.map((u) => u.username)).toEqual([
      'carol_x@example.com',
    ])
    const page = dataOf(await admin<Page<UserSummary>>(h, '/admin/users?page=2&size=2'))
    expect(page).toMatchObject({ page: 2, size: 2, total: 3 })
    expect(page.items.map((u) => u.id)).toEqual([user.id])
    expect((await admin(h, '/admin/users?size=1000')).envelope).toMatchObject({ status: 0, code: 'validation' })
  })

  it('show one user’s record, and audit the view', async () => {
    await pendingWithdrawal()
    const detail = dataOf(await admin<UserDetail>(h, `/admin/users/${user.id}`))
    expect(detail.profile).toMatchObject({
      id: user.id,
      username: 'alice@example.com',
      login_frozen: false,
      withdraw_frozen: false,
    })
    expect(detail.balances).toEqual([
      { asset: 'USDT', available: '399.00', frozen: '101.00' },
      { asset: 'BTC', available: '0.00', frozen: '0.00' },
      { asset: 'ETH', available: '0.00', frozen: '0.00' },
    ])
    expect(detail.sessions).toEqual([expect.objectContaining({ address: 'local', active: true })])
    expect(detail.verification).toMatchObject({ basic_status: 0, advanced_status: 0, submissions: [] })
    expect(detail.freeze.login).toEqual({ frozen: false, reason: '', at: null })
    const rows = await auditRows(h, `user:${user.id}`)
    expect(rows.map((r) => [r.action, r.operator])).toEqual([['user.view', expect.stringMatching(/^admin@/)]])
    expect((await admin(h, '/admin/users/999999')).envelope).toMatchObject({
      code: 'not_found',
      msg: 'This user does not exist.',
    })
  })

  it('page through the ledger with references, newest first', async () => {
    await pendingWithdrawal()
    const ledger = dataOf(await admin<Page<LedgerEntry>>(h, `/admin/users/${user.id}/ledger?size=2`))
    expect(ledger.total).toBe(3)
    expect(ledger.items.map((p) => [p.reason, p.ref, p.amount])).toEqual([
      ['withdraw_freeze', expect.stringMatching(/^withdrawal:\d+$/), '101.00'],
      ['withdraw_freeze', expect.stringMatching(/^withdrawal:\d+$/), '-101.00'],
    ])
    const btc = dataOf(await admin<Page<LedgerEntry>>(h, `/admin/users/${user.id}/ledger?asset=BTC`))
    expect(btc.total).toBe(0)
    expect((await auditRows(h, `user:${user.id}`)).map((r) => r.action)).toEqual([
      'user.view.ledger',
      'user.view.ledger',
    ])
  })
})

describe('house', () => {
  it('lists every house account, the insurance figure and a healthy ledger check', async () => {
    const report = dataOf(await admin<HouseReport>(h, '/admin/house'))
    const external = report.accounts.find((a) => a.name === 'external')
    expect(external?.balances.find((b) => b.asset === 'USDT')?.amount).toBe('-500.00')
    expect(report.accounts.map((a) => a.name)).toEqual(expect.arrayContaining(['fees', 'insurance', 'demo_grants']))
    expect(report.insurance).toBe('0.00')
    expect(report.check).toMatchObject({ ok: true, problems: [] })
  })
})
