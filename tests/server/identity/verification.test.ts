import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UserInfo } from '../../../contract/api'
import type { AuditPage } from '../../../contract/console'
import { runAdmin } from '../../../server/cli/admin'
import { removeOrphanUploads } from '../../../server/features/uploads/sweep'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, pngDataUrl } from '../../support/server/wallet'

const ADMIN = 'operator-secret-0123456789'
const basic = { country: 'Thailand', realname: 'Somchai Dee', idcard_num: '1234567890123', address: '1 Sukhumvit Rd' }
let h: Harness
let user: { id: number; token: string }

async function setUp(env: Record<string, string>) {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN, ...env })
  user = await createSignedInUser(h)
}
afterEach(() => h.close())

const admin = <T = unknown>(path: string, body?: unknown) =>
  call<T>(h.app, path, {
    body,
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${ADMIN}` },
  })
const info = async (token = user.token) => dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token }))
const upload = async (token = user.token) =>
  dataOf(await call<{ src: string }>(h.app, '/api/stream_upload', { token, body: pngDataUrl })).src
const submitBasic = (body: unknown, token = user.token) => call<UserInfo>(h.app, '/api/basic_verify', { token, body })
const submitAdvanced = (body: unknown, token = user.token) =>
  call<UserInfo>(h.app, '/api/advance_verify', { token, body })
async function images(token = user.token) {
  return { cardzm: await upload(token), cardfm: await upload(token), cardtake: await upload(token) }
}
async function pendingIds(): Promise<number[]> {
  return dataOf(await admin<{ id: number }[]>('/admin/verifications')).map((row) => row.id)
}

describe('basic and advanced verification, reviewed by an operator', () => {
  beforeEach(() => setUp({ TERN_AUTO_APPROVE: 'none' }))

  it('names the first missing field, and refuses advanced before basic is verified', async () => {
    for (const [field, msg] of [
      ['country', 'country or region'],
      ['realname', 'real name'],
      ['idcard_num', 'ID number'],
      ['address', 'address'],
    ] as const) {
      const answer = await submitBasic({ ...basic, [field]: ' ' })
      expect(answer.envelope).toMatchObject({ status: 0, code: 'validation' })
      expect(answer.envelope?.msg).toContain(msg)
    }
    expect((await submitAdvanced(await images())).envelope?.msg).toBe('Please complete basic verification first.')
    expect(await info()).toMatchObject({ basic_verify_status: 0, realname: '', rzstatus: 0 })
  })

  it('goes pending, then verified on approval; the user info shows the details', async () => {
    const answer = await submitBasic(basic)
    expect(dataOf(answer)).toMatchObject({ ...basic, basic_verify_status: 1 })
    expect(answer.envelope?.msg).toBe('Submitted. The verification team will review it.')
    expect((await submitBasic(basic)).envelope).toMatchObject({
      status: 0,
      msg: 'Your verification is being reviewed.',
    })
    const [id] = await pendingIds()
    const queue = dataOf(await admin('/admin/verifications'))
    expect(queue).toEqual([expect.objectContaining({ id, user_id: user.id, level: 'basic', status: 0, ...basic })])
    dataOf(await admin(`/admin/verifications/${id}/approve`, {}))
    expect(await info()).toMatchObject({ ...basic, basic_verify_status: 2, basic_verify_reason: '' })
    expect((await submitBasic(basic)).envelope?.msg).toBe('You are already verified.')
    expect((await admin(`/admin/verifications/${id}/reject`, { reason: 'late' })).envelope).toMatchObject({
      code: 'already_decided',
    })
  })

  it('a rejection needs a reason, which the user sees, and reopens the form (status 3)', async () => {
    await submitBasic(basic)
    const [id] = await pendingIds()
    expect((await admin(`/admin/verifications/${id}/reject`, { reason: '' })).envelope?.msg).toBe(
      'Please give a reason.',
    )
    dataOf(await admin(`/admin/verifications/${id}/reject`, { reason: 'The ID number is unreadable' }))
    expect(await info()).toMatchObject({ basic_verify_status: 3, basic_verify_reason: 'The ID number is unreadable' })
    expect(dataOf(await submitBasic({ ...basic, idcard_num: '999' }))).toMatchObject({
      basic_verify_status: 1,
      basic_verify_reason: '',
      idcard_num: '999',
    })
  })

  it('advanced: each image required, only the caller own uploads, then reviewed through the CLI', async () => {
    await submitBasic(basic)
    dataOf(await admin(`/admin/verifications/${(await pendingIds())[0]}/approve`, {}))
    const own = await images()
    const messages = {
      cardzm: 'Please upload the front of your ID.',
      cardfm: 'Please upload the back of your ID.',
      cardtake: 'Please upload a photo of yourself holding your ID.',
    }
    for (const [field, msg] of Object.entries(messages)) {
      expect((await submitAdvanced({ ...own, [field]: '' })).envelope?.msg).toBe(msg)
    }
    const other = await createSignedInUser(h)
    const foreign = await upload(other.token)
    expect((await submitAdvanced({ ...own, cardtake: foreign })).envelope).toMatchObject({
      status: 0,
      msg: 'This image was not found. Please upload it again.',
    })
    expect(dataOf(await submitAdvanced(own))).toMatchObject({ basic_verify_status: 2, rzstatus: 1 })
    expect((await submitAdvanced(own)).envelope?.msg).toBe('Your verification is being reviewed.')

    const lines: string[] = []
    const out = (line: string) => lines.push(line)
    expect(await runAdmin(['verifications'], h, out)).toBe(0)
    const [row] = JSON.parse(lines.at(-1) ?? '[]') as { id: number; level: string; cardzm: string }[]
    expect(row).toMatchObject({ level: 'advanced', cardzm: own.cardzm })
    expect(await runAdmin(['reject-verification', String(row?.id)], h, out)).toBe(1)
    expect(await runAdmin(['reject-verification', String(row?.id), 'Photo', 'too', 'dark'], h, out)).toBe(0)
    expect(await info()).toMatchObject({ rzstatus: 3, rz_reason: 'Photo too dark' })
    expect(dataOf(await submitAdvanced(await images())).rzstatus).toBe(1)
  })

  it('ID images go to their owner and operators only, and are never cached', async () => {
    const src = await upload()
    const other = await createSignedInUser(h)
    const get = (headers: Record<string, string>) => h.app.request(src, { headers })
    const mine = await get({ UserToken: user.token })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Content-Type')).toMatch(/^image\//)
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await get({ UserToken: other.token })).status).toBe(404)
    expect((await get({})).status).toBe(404)
    expect((await get({ Authorization: `Bearer ${ADMIN}` })).status).toBe(200)
  })

  it('keeps submitted ID images through the upload sweep, and only those', async () => {
    await submitBasic(basic)
    dataOf(await admin(`/admin/verifications/${(await pendingIds())[0]}/approve`, {}))
    const own = await images()
    const spare = await upload()
    dataOf(await submitAdvanced(own))
    h.clock.advance(25 * 3_600_000)
    expect(await removeOrphanUploads(h)).toBe(1)
    const status = async (src: string) =>
      (await h.app.request(src, { headers: { Authorization: `Bearer ${ADMIN}` } })).status
    expect(await Promise.all(Object.values(own).map(status))).toEqual([200, 200, 200])
    expect(await status(spare)).toBe(404)
  })

  it('writes every review to the append-only audit log', async () => {
    await submitBasic(basic)
    const [id] = await pendingIds()
    dataOf(await admin(`/admin/verifications/${id}/reject`, { reason: 'Blurred' }))
    const log = dataOf(await admin<AuditPage>(`/admin/audit?target=user:${user.id}`)).items
    expect(log).toEqual([
      expect.objectContaining({
        operator: expect.stringMatching(/^admin@/),
        action: 'verification.basic.reject',
        target: `user:${user.id}`,
        before: '1 pending',
        after: '3 failed',
        reason: 'Blurred',
      }),
    ])
    await expect(sql`update operator_audit set reason = 'x'`.execute(h.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from operator_audit`.execute(h.db)).rejects.toThrow(/append-only/)
  })
})

describe('with verification reviews auto-approved (the demo default)', () => {
  beforeEach(() => setUp({}))

  it('verifies both levels at once and logs the automatic decision', async () => {
    const answer = await submitBasic(basic)
    expect(answer.envelope).toMatchObject({ status: 1, msg: 'Verification passed.' })
    expect(dataOf(answer).basic_verify_status).toBe(2)
    expect(dataOf(await submitAdvanced(await images())).rzstatus).toBe(2)
    const log = dataOf(await admin<AuditPage>('/admin/audit')).items
    expect(log.map((row) => [row.operator, row.action])).toEqual([
      ['auto', 'verification.advanced.approve'],
      ['auto', 'verification.basic.approve'],
    ])
  })
})
