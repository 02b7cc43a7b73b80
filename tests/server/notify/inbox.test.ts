import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Alert, AlertsRead } from '../../../contract/notifications'
import type { RechargeRecord } from '../../../contract/wallet'
import { decideDeposit } from '../../../server/features/recharge/service'
import { writeTx } from '../../../server/ledger/tx'
import { notify } from '../../../server/notify/create'
import { alertCount, alertsOf, notificationsOf, onlyAlert } from '../../support/server/alerts'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, pngDataUrl } from '../../support/server/wallet'

const ADMIN = 'operator-secret-0123456789'
let h: Harness
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN, TERN_AUTO_APPROVE: 'none' })
  user = await createSignedInUser(h)
})
afterEach(() => h.close())

const admin = (path: string, body: unknown) =>
  call(h.app, path, { body, headers: { Authorization: `Bearer ${ADMIN}` } })

async function pendingDeposit(token = user.token, amount = '1234.5', on = h): Promise<RechargeRecord> {
  const upload = await call<{ src: string }>(on.app, '/api/stream_upload/type/payimg', { token, body: pngDataUrl })
  const pic = dataOf(upload).src
  return dataOf(await call<RechargeRecord>(on.app, '/api/recharge', { token, body: { type: 0, amount, pic } }))
}

const detail = (id: unknown, token = user.token, lang?: string) =>
  call<Alert>(h.app, '/api/alert_detail', { token, body: { id }, lang })

describe('the alerts inbox', () => {
  it('gets one unread notification with the amount when an operator approves a deposit', async () => {
    const deposit = await pendingDeposit()
    expect(await alertCount(h, user.token)).toBe(0)
    dataOf(await admin(`/admin/deposits/${deposit.id}/approve`, {}))
    expect(await alertCount(h, user.token)).toBe(1)
    const alert = await onlyAlert(h, user.token)
    expect(alert).toMatchObject({
      kind: 'deposit_approved',
      title: 'Deposit credited',
      content: 'Your deposit of 1,234.50 USDT has been approved and credited to your balance.',
      add_time: h.clock().toISOString(),
      status: 0,
    })
  })

  it('writes the text in the language of the request that reads it', async () => {
    const deposit = await pendingDeposit()
    dataOf(await admin(`/admin/deposits/${deposit.id}/reject`, { reason: 'Kein Beleg' }))
    const de = await onlyAlert(h, user.token, 'de')
    expect(de).toMatchObject({ title: 'Einzahlung abgelehnt' })
    expect(de.content).toBe('Ihre Einzahlung von 1.234,50 USDT wurde abgelehnt. Grund: Kein Beleg')
    expect((await onlyAlert(h, user.token, 'jp')).title).toBe('入金が却下されました')
  })

  it('opens a notification: marks it read and answers it; another user’s id is not found', async () => {
    const deposit = await pendingDeposit()
    dataOf(await admin(`/admin/deposits/${deposit.id}/approve`, {}))
    const { id } = await onlyAlert(h, user.token)
    const other = await createSignedInUser(h)
    expect((await detail(id, other.token)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await detail(999_999)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect(await alertCount(h, user.token)).toBe(1)
    const opened = dataOf(await detail(String(id), user.token, 'fr'))
    expect(opened).toMatchObject({ id, status: 1, title: 'Dépôt crédité' })
    expect(await alertCount(h, user.token)).toBe(0)
    expect((await onlyAlert(h, user.token)).status).toBe(1)
    expect(dataOf(await detail(id)).status).toBe(1)
  })

  it('marks every notification read at once', async () => {
    for (const amount of ['100', '200', '300']) {
      dataOf(await admin(`/admin/deposits/${(await pendingDeposit(user.token, amount)).id}/approve`, {}))
    }
    expect(await alertCount(h, user.token)).toBe(3)
    const read = await call<AlertsRead>(h.app, '/api/alerts_read', { token: user.token, body: {} })
    expect(dataOf(read)).toEqual({ read: 3 })
    expect(await alertCount(h, user.token)).toBe(0)
    expect((await alertsOf(h, user.token)).data.map((a) => a.status)).toEqual([1, 1, 1])
    expect(dataOf(await call<AlertsRead>(h.app, '/api/alerts_read', { token: user.token, body: {} }))).toEqual({
      read: 0,
    })
  })

  it('lists the newest first, 20 per page', async () => {
    await writeTx(h.db, async (trx) => {
      for (let i = 1; i <= 25; i++) {
        await notify(trx, user.id, 'deposit_approved', { amount: String(i), coin: 'USDT' }, h.clock())
      }
    })
    const first = await alertsOf(h, user.token)
    expect(first).toMatchObject({ page: 1, pages: 2 })
    expect(first.data).toHaveLength(20)
    expect(first.data[0]?.content).toContain('25.00 USDT')
    const second = await alertsOf(h, user.token, undefined, 2)
    expect(second.data.map((a) => a.content.match(/of (\d+)\.00/)?.[1])).toEqual(['5', '4', '3', '2', '1'])
    expect((await alertsOf(h, user.token, undefined, 3)).data).toEqual([])
    expect(await call(h.app, '/api/alerts?page=abc', { token: user.token })).toMatchObject({
      envelope: { status: 1, data: { page: 1 } },
    })
  })

  it('keeps one user’s notifications from another', async () => {
    const other = await createSignedInUser(h)
    dataOf(await admin(`/admin/deposits/${(await pendingDeposit()).id}/approve`, {}))
    expect((await alertsOf(h, other.token)).data).toEqual([])
    expect(await alertCount(h, other.token)).toBe(0)
    expect(dataOf(await call(h.app, '/api/alerts_read', { token: other.token, body: {} }))).toEqual({ read: 0 })
    expect(await alertCount(h, user.token)).toBe(1)
  })

  it('writes nothing when the event’s transaction rolls back', async () => {
    const deposit = await pendingDeposit()
    const failing = writeTx(h.db, async (trx) => {
      await decideDeposit(trx, deposit.id, true, '', h.clock())
      throw new Error('the event failed after deciding')
    })
    await expect(failing).rejects.toThrow('the event failed')
    expect(await notificationsOf(h, user.id)).toEqual([])
    expect((await admin(`/admin/deposits/${deposit.id}/approve`, {})).envelope?.status).toBe(1)
    expect(await notificationsOf(h, user.id)).toHaveLength(1)
  })

  it('notifies an auto-approved deposit too (demo mode)', async () => {
    const demo = await createHarness({ TERN_AUTO_APPROVE: 'deposits' })
    try {
      const u = await createSignedInUser(demo)
      await pendingDeposit(u.token, '75', demo)
      expect(await notificationsOf(demo, u.id)).toEqual([
        { kind: 'deposit_approved', params: { amount: '75.00', coin: 'USDT' } },
      ])
    } finally {
      await demo.close()
    }
  })

  it('needs a session', async () => {
    expect((await call(h.app, '/api/alerts')).status).toBe(204)
  })
})
