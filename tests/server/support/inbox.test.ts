import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SupportThread, SupportThreadDetail } from '../../../contract/support'
import { supportLimits } from '../../../contract/support'
import { auditRows } from '../../../server/audit/log'
import { runAdmin } from '../../../server/cli/admin'
import { removeOrphanUploads } from '../../../server/features/uploads/sweep'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, pngDataUrl } from '../../support/server/wallet'

const ADMIN = 'operator-secret-0123456789'
let h: Harness
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN })
  user = await createSignedInUser(h)
})
afterEach(() => h.close())

const admin = (path: string, body?: unknown) =>
  call(h.app, path, {
    body,
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${ADMIN}` },
  })
const api = <T>(path: string, body?: unknown, token = user.token) => call<T>(h.app, path, { body, token })
const open = async (body: string, token = user.token) =>
  dataOf(await api<SupportThread>('/api/support_thread', { body }, token))
const unread = async (token = user.token) =>
  dataOf(await api<{ count: number }>('/api/support_unread', undefined, token)).count

describe('support inbox', () => {
  it('carries a conversation between the user and an operator, with an image and unread answers', async () => {
    const { src } = dataOf(await api<{ src: string }>('/api/stream_upload', pngDataUrl))
    const opened = await api<SupportThread>('/api/support_thread', { body: 'My deposit is missing', pic: src })
    expect(opened.envelope?.msg).toBe('Message sent')
    const thread = dataOf(opened)
    expect(thread).toMatchObject({ status: 0, subject: 'My deposit is missing', unread: 0 })

    const queue = dataOf(await admin('/admin/support')) as { id: number; username: string; awaiting_answer: boolean }[]
    expect(queue).toMatchObject([{ id: thread.id, awaiting_answer: true }])
    const seen = dataOf(await admin(`/admin/support/${thread.id}`)) as SupportThreadDetail
    expect(seen.messages).toMatchObject([{ author: 'user', body: 'My deposit is missing', pic: src }])
    const image = await h.app.request(src, { headers: { Authorization: `Bearer ${ADMIN}` } })
    expect(image.status).toBe(200)

    expect(dataOf(await admin(`/admin/support/${thread.id}/answer`, { body: 'Credited now.' }))).toBeTruthy()
    expect(await unread()).toBe(1)
    const [answered] = await auditRows(h.db, { target: `support_thread:${thread.id}` }, 10)
    expect(answered).toMatchObject({ action: 'support.answer', before: `user:${user.id}`, after: '13 characters' })
    expect(answered?.operator).toMatch(/^admin@/)
    const threads = dataOf(await api<SupportThread[]>('/api/support_threads'))
    expect(threads).toMatchObject([{ id: thread.id, unread: 1 }])

    const detail = dataOf(await api<SupportThreadDetail>('/api/support_messages', { thread_id: thread.id }))
    expect(detail.messages.map((m) => [m.author, m.body])).toEqual([
      ['user', 'My deposit is missing'],
      ['operator', 'Credited now.'],
    ])
    expect(await unread()).toBe(0)

    const replied = dataOf(
      await api<SupportThreadDetail>('/api/support_reply', { thread_id: thread.id, body: 'Thanks!' }),
    )
    expect(replied.messages).toHaveLength(3)
    expect(dataOf(await admin(`/admin/support/${thread.id}/close`, {}))).toMatchObject({ thread: { status: 1 } })
    const late = await api('/api/support_reply', { thread_id: thread.id, body: 'One more thing' })
    expect(late.envelope).toMatchObject({ status: 0, code: 'validation' })
    expect((await admin(`/admin/support/${thread.id}/close`, {})).envelope).toMatchObject({ code: 'already_decided' })
  })

  it('keeps a conversation private to its user and the operators', async () => {
    const thread = await open('private matter')
    const other = await createSignedInUser(h)
    for (const [path, body] of [
      ['/api/support_messages', { thread_id: thread.id }],
      ['/api/support_reply', { thread_id: thread.id, body: 'hi' }],
    ] as const) {
      expect((await api(path, body, other.token)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    }
    expect(dataOf(await api<SupportThread[]>('/api/support_threads', undefined, other.token))).toEqual([])
    const { src } = dataOf(await api<{ src: string }>('/api/stream_upload', pngDataUrl, other.token))
    const stolen = await api('/api/support_reply', { thread_id: thread.id, body: '', pic: src })
    expect(stolen.envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'The image was not found. Please attach it again.',
    })
    expect((await call(h.app, '/admin/support', { token: user.token })).status).toBe(401)
    const detail = dataOf(await api<SupportThreadDetail>('/api/support_messages', { thread_id: thread.id }))
    expect(detail.messages).toHaveLength(1)
  })

  it('bounds message length, messages per day and open conversations', async () => {
    const long = 'x'.repeat(supportLimits.messageLength + 1)
    const tooLong = await api('/api/support_thread', { body: long })
    expect(tooLong.envelope).toMatchObject({ status: 0, code: 'validation', msg: expect.stringContaining('1000') })
    expect((await api('/api/support_thread', { body: '  ' })).envelope).toMatchObject({ code: 'validation' })
    const threads = []
    for (let i = 0; i < supportLimits.openThreads; i += 1) threads.push(await open(`question ${i}`))
    expect((await api('/api/support_thread', { body: 'one more' })).envelope).toMatchObject({ code: 'rate_limited' })
    const first = threads[0]?.id
    for (let i = supportLimits.openThreads; i < supportLimits.messagesPerDay; i += 1) {
      dataOf(await api('/api/support_reply', { thread_id: first, body: `more ${i}` }))
    }
    const over = await api('/api/support_reply', { thread_id: first, body: 'over' })
    expect(over.envelope).toMatchObject({ status: 0, code: 'rate_limited', msg: expect.stringContaining('30') })
    h.clock.advance(24 * 3_600_000 + 1000)
    dataOf(await api('/api/support_reply', { thread_id: first, body: 'a new day' }))
  })

  it('keeps an attached image through the upload sweep', async () => {
    const { src } = dataOf(await api<{ src: string }>('/api/stream_upload', pngDataUrl))
    const spare = dataOf(await api<{ src: string }>('/api/stream_upload', pngDataUrl))
    await api('/api/support_thread', { body: '', pic: src })
    h.clock.advance(25 * 3_600_000)
    expect(await removeOrphanUploads(h)).toBe(1)
    expect((await h.app.request(src, { headers: { UserToken: user.token } })).status).toBe(200)
    expect((await h.app.request(spare.src, { headers: { UserToken: user.token } })).status).toBe(404)
  })

  it('lets operators work from the CLI', async () => {
    const thread = await open('cli question')
    const lines: string[] = []
    const out = (line: string) => lines.push(line)
    expect(await runAdmin(['support'], h, out)).toBe(0)
    expect(lines.join('\n')).toContain('cli question')
    expect(await runAdmin(['answer-support', String(thread.id), 'Answered', 'here'], h, out)).toBe(0)
    expect(await unread()).toBe(1)
    expect(await runAdmin(['close-support', String(thread.id)], h, out)).toBe(0)
    expect(await runAdmin(['close-support', String(thread.id)], h, out)).toBe(1)
    const audit = await auditRows(h.db, { target: `support_thread:${thread.id}` }, 10)
    expect(audit.map((a) => [a.action, a.after, a.operator.startsWith('cli:')])).toEqual([
      ['support.close', '1 closed', true],
      ['support.answer', '13 characters', true],
    ])
    expect(await runAdmin(['answer-support', String(thread.id)], h, out)).toBe(2)
    expect(await runAdmin(['support', 'closed'], h, out)).toBe(0)
    expect(lines.at(-1)).toContain('"status": 1')
  })
})

describe('customer service page', () => {
  it('is Tern’s own inbox by default, with the usual CSP', async () => {
    const res = await call(h.app, '/main/client_service_url')
    expect(dataOf(res)).toEqual({ url: '', show_header: 1 })
    const page = await h.app.request('/client_iframe')
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('Content-Security-Policy')).not.toContain('frame-src')
  })

  it('names TERN_SUPPORT_URL, and the CSP frames exactly its origin', async () => {
    const external = await createHarness({ TERN_SUPPORT_URL: 'https://help.example:8443/chat?x=1' })
    try {
      const res = await call(external.app, '/main/client_service_url')
      expect(dataOf(res)).toEqual({ url: 'https://help.example:8443/chat?x=1', show_header: 1 })
      const csp = (await external.app.request('/client_iframe')).headers.get('Content-Security-Policy') ?? ''
      expect(csp.split('; ').filter((d) => d.startsWith('frame-src'))).toEqual(['frame-src https://help.example:8443'])
      // JSON answers are data, not documents: no CSP at all.
      for (const path of ['/main/client_service_url', '/api/userinfo']) {
        expect((await external.app.request(path)).headers.get('Content-Security-Policy')).toBeNull()
      }
    } finally {
      await external.close()
    }
  })
})
