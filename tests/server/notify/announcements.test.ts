// Operators broadcast announcements through /admin and the CLI: one row, one notification per user, audited.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Announcement } from '../../../contract/notifications'
import { auditRows } from '../../../server/audit/log'
import { runAdmin } from '../../../server/cli/admin'
import { alertCount, onlyAlert } from '../../support/server/alerts'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, createUser } from '../../support/server/wallet'

const ADMIN = 'operator-secret-0123456789'
let h: Harness

beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN })
})
afterEach(() => h.close())

const admin = <T>(path: string, body?: unknown, auth = `Bearer ${ADMIN}`) =>
  call<T>(h.app, path, { body, method: body === undefined ? 'GET' : 'POST', headers: { Authorization: auth } })

const texts = {
  en: { title: 'Maintenance <Sunday>', content: '<p>Trading pauses at <b>02:00 UTC</b>.</p>' },
  de: { title: 'Wartung', content: '<p>Der Handel pausiert um <b>02:00 UTC</b>.</p>' },
}

describe('announcements', () => {
  it('reach every existing user in their language, HTML stored as given', async () => {
    const alice = await createSignedInUser(h)
    const bob = await createSignedInUser(h)
    await createUser(h)
    const sent = await admin<Announcement>('/admin/announcements', { texts })
    expect(sent.envelope?.msg).toBe('Announcement sent to every user')
    expect(dataOf(sent)).toMatchObject({ recipients: 3, texts, operator: expect.stringMatching(/^admin@/) })
    expect(await alertCount(h, alice.token)).toBe(1)
    expect(await onlyAlert(h, bob.token, 'de')).toMatchObject({ kind: 'announcement', ...texts.de, status: 0 })
    expect(await onlyAlert(h, bob.token, 'th')).toMatchObject({ ...texts.en })
    const later = await createSignedInUser(h)
    expect(await alertCount(h, later.token)).toBe(0)
  })

  it('are listed and audited', async () => {
    await createUser(h)
    const { id } = dataOf(await admin<Announcement>('/admin/announcements', { texts }))
    const list = dataOf(await admin<Announcement[]>('/admin/announcements'))
    expect(list).toEqual([expect.objectContaining({ id, recipients: 1, texts })])
    const [entry] = await auditRows(h.db, { target: `announcement:${id}` }, 10)
    expect(entry).toMatchObject({
      action: 'announcement.broadcast',
      after: '{"title":"Maintenance <Sunday>","recipients":1}',
    })
  })

  it('need English, a title and content, and the operator', async () => {
    const user = await createSignedInUser(h)
    for (const body of [
      { texts: { de: texts.de } },
      { texts: { en: { title: '', content: 'x' } } },
      { texts: { en: { title: 'x', content: ' ' } } },
      { texts: { en: texts.en, xx: texts.en } },
      { texts: 'hello' },
    ]) {
      expect((await admin('/admin/announcements', body)).envelope, JSON.stringify(body)).toMatchObject({
        status: 0,
        code: 'validation',
      })
    }
    expect((await admin('/admin/announcements', { texts }, `Bearer ${user.token}`)).status).toBe(401)
    expect(await alertCount(h, user.token)).toBe(0)
  })

  it('go out from the CLI too', async () => {
    const user = await createSignedInUser(h)
    const out: string[] = []
    expect(await runAdmin(['announce', 'New coins', 'SOL and', '<i>ADA</i>'], h, (l) => out.push(l))).toBe(0)
    expect(await onlyAlert(h, user.token)).toMatchObject({ title: 'New coins', content: 'SOL and <i>ADA</i>' })
    expect(await runAdmin(['announce', JSON.stringify(texts)], h, (l) => out.push(l))).toBe(0)
    expect(await alertCount(h, user.token)).toBe(2)
    expect(await runAdmin(['announce', '{oops'], h, (l) => out.push(l))).toBe(1)
    expect(await runAdmin(['announcements'], h, (l) => out.push(l))).toBe(0)
    const list = JSON.parse(out.at(-1) ?? '[]') as Announcement[]
    expect(list.map((a) => a.operator)).toEqual([expect.stringMatching(/^cli/), expect.stringMatching(/^cli/)])
  })
})
