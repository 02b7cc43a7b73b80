import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UserInfo } from '../../../contract/api'
import type { CreditScore } from '../../../contract/rules/credit-score'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser } from '../../support/server/wallet'

const DAY_MS = 86_400_000
let h: Harness
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
  user = await createSignedInUser(h)
})
afterEach(() => h.close())

async function scoreOf(token = user.token) {
  const detail = dataOf(await call<CreditScore>(h.app, '/api/credit_score', { token }))
  const info = dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token }))
  expect(info.score).toBe(detail.score)
  return detail
}

async function addDeposit(status: 1 | 2, decidedAt: Date) {
  const upload = await h.db
    .insertInto('uploads')
    .values({
      ...{ user_id: user.id, fname: `${'a'.repeat(31)}${status}.png`, kind: 'payimg', mime: 'image/png', size: 1 },
      created_at: decidedAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await h.db
    .insertInto('deposits')
    .values({
      ...{ user_id: user.id, type: 0, asset: 'USDT', amount: 10_000_000, upload_id: upload.id, status },
      ...{ reason: '', created_at: decidedAt.toISOString(), decided_at: decidedAt.toISOString() },
    })
    .execute()
}

/** Moves the account's creation `days` back (moving the clock instead would end the session). */
async function ageAccount(days: number) {
  const created = new Date(h.clock().getTime() - days * DAY_MS).toISOString()
  await h.db.updateTable('users').set({ created_at: created }).where('id', '=', user.id).execute()
}

describe('credit score', () => {
  it('starts at 50 (C) and is the same in /api/userinfo', async () => {
    const score = await scoreOf()
    expect(score).toMatchObject({ score: 50, grade: 'C' })
    expect(score.factors.map((f) => [f.key, f.points])).toEqual([
      ['base', 40],
      ['basic', 0],
      ['advanced', 0],
      ['age', 0],
      ['deposit', 0],
      ['clean', 10],
    ])
  })

  it('follows verification, account age, deposits and rejections', async () => {
    await h.db.updateTable('users').set({ basic_verify_status: 2, rzstatus: 2 }).where('id', '=', user.id).execute()
    expect((await scoreOf()).score).toBe(80)
    await ageAccount(30)
    expect((await scoreOf()).score).toBe(85)
    await ageAccount(180)
    expect(await scoreOf()).toMatchObject({ score: 90, grade: 'A' })
    await addDeposit(1, h.clock())
    expect((await scoreOf()).score).toBe(100)
    await addDeposit(2, new Date(h.clock().getTime() - 179 * DAY_MS))
    expect((await scoreOf()).score).toBe(90)
    await h.db
      .updateTable('deposits')
      .set({ decided_at: new Date(h.clock().getTime() - 181 * DAY_MS).toISOString() })
      .where('status', '=', 2)
      .execute()
    expect((await scoreOf()).score).toBe(100)
  })

  it('counts a rejected withdrawal as a rejection, and only the user’s own record', async () => {
    const other = await createSignedInUser(h)
    await h.db
      .insertInto('withdrawals')
      .values({
        ...{ user_id: user.id, order_id: 'W1', asset: 'USDT', amount: 1, fee: 0, method: 1, bank_record_id: 0 },
        ...{ destination: 'x', status: 2, reason: 'no', created_at: h.clock().toISOString() },
        decided_at: h.clock().toISOString(),
      })
      .execute()
    expect((await scoreOf()).score).toBe(40)
    expect((await scoreOf(other.token)).score).toBe(50)
  })
})
