import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RechargeRecord } from '../../../contract/wallet'
import { runAdmin } from '../../../server/cli/admin'
import { runLedgerCheck } from '../../../server/cli/ledger-check'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund, pngDataUrl } from '../../support/server/wallet'

const ADMIN = 'operator-secret-0123456789'
let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    TERN_ADMIN_TOKEN: ADMIN,
    TERN_AUTO_APPROVE: 'none',
  })
  user = await createSignedInUser(h)
})
afterEach(() => h.close())

const admin = (path: string, body?: unknown, auth = `Bearer ${ADMIN}`) =>
  call(h.app, path, { body, method: body === undefined ? 'GET' : 'POST', headers: { Authorization: auth } })

async function pendingDeposit(amount = '50'): Promise<RechargeRecord> {
  const { src } = dataOf(
    await call<{ src: string }>(h.app, '/api/stream_upload/type/payimg', { token: user.token, body: pngDataUrl }),
  )
  return dataOf(
    await call<RechargeRecord>(h.app, '/api/recharge', { token: user.token, body: { type: 0, amount, pic: src } }),
  )
}

describe('admin routes', () => {
  it('refuse user tokens and missing tokens', async () => {
    await pendingDeposit()
    expect((await admin('/admin/deposits', undefined, '')).status).toBe(401)
    expect((await admin('/admin/deposits', undefined, `Bearer ${user.token}`)).status).toBe(401)
    const withUserToken = await call(h.app, '/admin/deposits', { token: user.token })
    expect(withUserToken.status).toBe(401)
    expect(withUserToken.envelope).toMatchObject({ code: 'unauthorized' })
  })

  it('take no token at all when no admin token is configured (operators sign in instead)', async () => {
    const closed = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
    try {
      const res = await call(closed.app, '/admin/deposits', {
        headers: { Authorization: 'Bearer anything-at-all-123' },
      })
      expect(res.status).toBe(401)
      expect(res.envelope).toMatchObject({ code: 'unauthorized' })
    } finally {
      await closed.close()
    }
  })

  it('list and approve a deposit, once', async () => {
    const deposit = await pendingDeposit()
    const list = dataOf(await admin('/admin/deposits')) as { id: number; pic: string }[]
    expect(list.map((d) => d.id)).toEqual([deposit.id])
    expect(list[0]?.pic).toMatch(/^\/uploads\//)
    expect(dataOf(await admin(`/admin/deposits/${deposit.id}/approve`, {}))).toMatchObject({ status: 1 })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 50n * USDT } })
    expect((await admin(`/admin/deposits/${deposit.id}/reject`, { reason: 'late' })).envelope).toMatchObject({
      code: 'already_decided',
    })
    expect(dataOf(await admin('/admin/deposits'))).toEqual([])
    expect(dataOf(await admin('/admin/deposits?status=all'))).toHaveLength(1)
  })

  it('reject needs a reason; unknown ids and kinds are not found', async () => {
    const deposit = await pendingDeposit()
    expect((await admin(`/admin/deposits/${deposit.id}/reject`, {})).envelope).toMatchObject({
      code: 'validation',
      msg: 'Please give a reason.',
    })
    expect((await admin('/admin/deposits/999/approve', {})).envelope).toMatchObject({ code: 'not_found' })
    expect((await admin('/admin/coins')).status).toBe(404)
    expect(dataOf(await admin(`/admin/deposits/${deposit.id}/reject`, { reason: 'no transfer found' }))).toMatchObject({
      status: 2,
      reason: 'no transfer found',
    })
    const history = dataOf(await call<RechargeRecord[]>(h.app, '/api/recharge_history', { token: user.token }))
    expect(history[0]).toMatchObject({ status: 2, reason: 'no transfer found' })
  })

  it('review withdrawals and bank records', async () => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    const bank = dataOf(
      await call<{ id: number }>(h.app, '/api/addbank', {
        token: user.token,
        body: { type: 1, currency: 'USDT-ERC20', address: '0xabcdef0123456789' },
      }),
    )
    expect(dataOf(await admin('/admin/banks'))).toHaveLength(1)
    dataOf(await admin(`/admin/banks/${bank.id}/approve`, {}))
    const w = dataOf(
      await withdrawConfirmed(h, user.token, {
        tabType: 1,
        network: 'erc20',
        coin_address: '0xabcdef0123456789',
        amount: '40',
      }),
    )
    expect(dataOf(await admin('/admin/withdrawals'))).toHaveLength(1)
    dataOf(await admin(`/admin/withdrawals/${w.id}/reject`, { reason: 'address flagged' }))
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
  })
})

describe('operator CLI', () => {
  it('approve-deposit credits the user end to end', async () => {
    const deposit = await pendingDeposit('75')
    const lines: string[] = []
    expect(await runAdmin(['deposits'], h, (l) => lines.push(l))).toBe(0)
    expect(lines.join('\n')).toContain(`"id": ${deposit.id}`)
    expect(await runAdmin(['approve-deposit', String(deposit.id)], h, (l) => lines.push(l))).toBe(0)
    expect(lines.at(-1)).toMatch(/^Approved deposit/)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 75n * USDT } })
    expect(await runAdmin(['approve-deposit', String(deposit.id)], h, (l) => lines.push(l))).toBe(1)
    expect(lines.at(-1)).toContain('already_decided')
  })

  it('reject-withdrawal returns the frozen money; bad usage exits 2', async () => {
    await fund(h, user.id, 'USDT', 30n * USDT)
    await approvedRecord(h, user.id, 0)
    const body = {
      tabType: 0,
      bank_name: 'Kasikorn',
      bank_branch: 'Silom',
      bank_account: `1234${user.id}`,
      name: 'Gus',
      idcard: 'ID',
      phone: '1',
      amount: '29',
    }
    const w = dataOf(await withdrawConfirmed(h, user.token, body))
    const out: string[] = []
    expect(await runAdmin(['reject-withdrawal', String(w.id)], h, (l) => out.push(l))).toBe(1)
    expect(await runAdmin(['reject-withdrawal', String(w.id), 'wrong', 'name'], h, (l) => out.push(l))).toBe(0)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 30n * USDT, frozen: 0n } })
    expect(await runAdmin(['explode'], h, (l) => out.push(l))).toBe(2)
    expect(await runAdmin(['approve-bank', 'x'], h, (l) => out.push(l))).toBe(2)
    expect(await runAdmin(['banks', '7'], h, (l) => out.push(l))).toBe(2)
  })
})

describe('ledger:check', () => {
  it('passes on a clean database and reports a tampered one', async () => {
    await fund(h, user.id, 'USDT', 10n * USDT)
    const out: string[] = []
    const dbPath = h.config.database
    expect(await runLedgerCheck(dbPath, (l) => out.push(l))).toBe(0)
    // An unbalanced posting written by raw SQL (nothing disabled: inserts are allowed, the check must find it).
    await h.db
      .insertInto('postings')
      .values({
        tx_id: 'forged',
        account_kind: 'user',
        account_id: String(user.id),
        asset: 'USDT',
        amount: 5_000_000,
        reason: 'forged',
        ref: 'forged',
        created_at: h.clock().toISOString(),
      })
      .execute()
    out.length = 0
    expect(await runLedgerCheck(dbPath, (l) => out.push(l))).toBe(1)
    expect(out.join('\n')).toMatch(/asset USDT: postings sum to 5000000/)
    expect(out.join('\n')).toMatch(/transaction forged/)
  })

  it('also checks the trading invariants', async () => {
    // A running timed order with nothing frozen for it, written by raw SQL.
    const order = await h.db
      .insertInto('micro_orders')
      .values({
        ...{ user_id: user.id, product_id: 12, seconds: 30, type: 0, stake: 1_000_000, fee: 0, rate: '80' },
        ...{ fee_rate: '0', win_payout: 800_000, entry_t: 1, entry_price: 1, created_at: h.clock().toISOString() },
        expires_at: 31_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const out: string[] = []
    expect(await runLedgerCheck(h.config.database, (l) => out.push(l))).toBe(1)
    expect(out.join('\n')).toContain(`micro order ${order.id}: holds 0, expected 1000000`)
  })

  it('reports a negative balance and a missing database', async () => {
    await h.db
      .insertInto('postings')
      .values(
        [-1, 1].map((sign) => ({
          tx_id: 'overdraft',
          account_kind: sign < 0 ? ('user' as const) : ('house' as const),
          account_id: sign < 0 ? String(user.id) : 'fees',
          asset: 'BTC' as const,
          amount: sign * 100,
          reason: 'forged',
          ref: 'forged',
          created_at: h.clock().toISOString(),
        })),
      )
      .execute()
    const out: string[] = []
    expect(await runLedgerCheck(h.config.database, (l) => out.push(l))).toBe(1)
    expect(out.join('\n')).toContain(`user ${user.id}: BTC available balance is -100 (negative)`)
    expect(await runLedgerCheck('/nonexistent/tern.db', (l) => out.push(l))).toBe(1)
  })
})
