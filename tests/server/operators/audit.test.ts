import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '../../../contract/console'
import { auditView, writeAudit } from '../../../server/audit/log'
import { createHarness, type Harness } from '../../support/server/harness'
import { asOperator, signedInOperator, type TestOperator } from '../../support/server/operators'

let h: Harness
let admin: TestOperator
let reviewer: TestOperator

beforeAll(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
  admin = await signedInOperator(h, 'admin@example.com', 'admin')
  reviewer = await signedInOperator(h, 'rev@example.com', 'reviewer')
  const at = h.clock()
  const base = { before: '', after: '', address: '203.0.113.9' }
  await writeAudit(
    h.db,
    { ...base, operator: 'op:rev@example.com', action: 'deposit.approve', target: 'deposit:1', reason: '' },
    at,
  )
  const tricky = 'He said "no", then\nleft'
  await writeAudit(
    h.db,
    { ...base, operator: 'op:rev@example.com', action: 'deposit.reject', target: 'deposit:2', reason: tricky },
    at,
  )
  await writeAudit(h.db, { ...base, operator: 'cli:ops', action: 'depositx', target: 'user:7', reason: '=1+2' }, at)
  const ctx = { db: h.db, clock: h.clock, operator: 'op:admin@example.com', address: '198.51.100.4' }
  await auditView(ctx, 'user:7', 'user.view')
}, 120_000)
afterAll(() => h.close())

const page = async (query: string) => {
  const result = await asOperator<AuditPage>(h, admin.token, `/admin/audit${query}`)
  if (result.envelope?.status !== 1) throw new Error(JSON.stringify(result.envelope))
  return result.envelope.data
}

describe('the audit log', () => {
  it('records sign-ins with the operator and address, newest first', async () => {
    // (The CSV test below adds an operator.forbidden row, the reviewer refused, when a shuffled run takes it first.)
    const logins = (await page('?action=operator')).items.filter((row) => row.action !== 'operator.forbidden')
    expect(logins.map((row) => [row.operator.replace(/^cli:.*/, 'cli'), row.action, row.address])).toEqual([
      ['op:rev@example.com', 'operator.login', 'local'],
      ['op:rev@example.com', 'operator.totp_enrol', 'local'],
      ['op:rev@example.com', 'operator.totp_secret_issued', 'local'],
      ['cli', 'operator.enrol_code', ''],
      ['cli', 'operator.add', ''],
      ['op:admin@example.com', 'operator.login', 'local'],
      ['op:admin@example.com', 'operator.totp_enrol', 'local'],
      ['op:admin@example.com', 'operator.totp_secret_issued', 'local'],
      ['cli', 'operator.enrol_code', ''],
      ['cli', 'operator.add', ''],
    ])
  })

  it('filters by operator, action (exact or dotted prefix), target and time, and pages', async () => {
    const byOperator = (await page('?operator=op:rev@example.com&action=deposit')).items
    expect(byOperator.map((row) => row.target)).toEqual(['deposit:2', 'deposit:1'])
    expect((await page('?action=depositx')).items.map((row) => row.target)).toEqual(['user:7'])
    expect((await page('?target=user:7')).items.map((row) => row.action)).toEqual(['user.view', 'depositx'])
    expect((await page('?target=user:7')).items[0]).toMatchObject({
      operator: 'op:admin@example.com',
      address: '198.51.100.4',
    })
    // From (inclusive) and to (exclusive) split the log at a time: the rows written at or after it (the four above,
    // and whatever another test of this file wrote first, in a shuffled run) and the sign-ins made before it.
    const now = h.clock().toISOString()
    const since = await h.db.selectFrom('operator_audit').select('id').where('created_at', '>=', now).execute()
    const fromNow = (await page(`?from=${encodeURIComponent(now)}`)).items
    expect(fromNow.map((r) => r.id).sort((x, y) => x - y)).toEqual(since.map((r) => r.id).sort((x, y) => x - y))
    expect(fromNow.map((r) => r.action)).toEqual(expect.arrayContaining(['user.view', 'depositx', 'deposit.reject']))
    expect((await page(`?to=${encodeURIComponent(now)}`)).items.map((r) => r.action)).toEqual([
      'operator.login',
      'operator.totp_enrol',
      'operator.totp_secret_issued',
      'operator.enrol_code',
      'operator.add',
      'operator.login',
      'operator.totp_enrol',
      'operator.totp_secret_issued',
      'operator.enrol_code',
      'operator.add',
    ])
    // Pages of 4 (three or more: fourteen rows above, and what other tests of this file add) cover the log in order.
    const all = (await page('')).items
    expect(all.length).toBeGreaterThanOrEqual(14)
    const pages = []
    for (let n = 1; n <= Math.ceil(all.length / 4); n++) pages.push(await page(`?page_size=4&page=${n}`))
    expect(pages.map((p) => p.has_more)).toEqual(pages.map((_, i) => i < pages.length - 1))
    expect(pages.flatMap((p) => p.items).map((r) => r.id)).toEqual(all.map((r) => r.id))
    expect((await asOperator(h, admin.token, '/admin/audit?from=yesterday')).envelope).toMatchObject({
      code: 'validation',
    })
    expect((await asOperator(h, admin.token, '/admin/audit?page_size=5000')).envelope).toMatchObject({
      code: 'validation',
    })
  })

  it('exports CSV with proper quoting, to admins only', async () => {
    const res = await h.app.request('/admin/audit.csv?action=deposit', {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="tern-audit.csv"')
    const text = await res.text()
    const rows = await page('?action=deposit')
    const [second, first] = rows.items
    expect(text).toBe(
      'id,created_at,operator,action,target,before,after,reason,address\r\n' +
        `${second?.id},${second?.created_at},op:rev@example.com,deposit.reject,deposit:2,,,"He said ""no"", then\nleft",203.0.113.9\r\n` +
        `${first?.id},${first?.created_at},op:rev@example.com,deposit.approve,deposit:1,,,,203.0.113.9\r\n`,
    )
    const formula = await h.app.request('/admin/audit.csv?action=depositx', {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    expect((await formula.text()).split('\r\n')[1]).toContain(",'=1+2,")
    const refused = await h.app.request('/admin/audit.csv', { headers: { Authorization: `Bearer ${reviewer.token}` } })
    expect(refused.status).toBe(403)
  })

  it('is append-only in the database: no update, no delete', async () => {
    const before = (await page('?page_size=200')).items
    await expect(sql`update operator_audit set operator = 'someone else'`.execute(h.db)).rejects.toThrow(/append-only/)
    await expect(sql`update operator_audit set address = ''`.execute(h.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from operator_audit`.execute(h.db)).rejects.toThrow(/append-only/)
    expect((await page('?page_size=200')).items).toEqual(before)
  })

  it('records an operator sign-out', async () => {
    // A database of its own: the log the tests above read stays as beforeAll left it, in whatever order they run.
    const own = await createHarness({ TERN_AUTO_APPROVE: 'none' })
    try {
      const boss = await signedInOperator(own, 'boss@example.com', 'admin')
      const out = await signedInOperator(own, 'leaving@example.com', 'support')
      expect((await asOperator(own, out.token, '/admin/session/logout', { body: {} })).envelope?.status).toBe(1)
      const log = await asOperator<AuditPage>(own, boss.token, '/admin/audit?operator=op:leaving@example.com')
      expect(log.envelope?.data?.items.map((r) => r.action)).toEqual([
        'operator.logout',
        'operator.login',
        'operator.totp_enrol',
        'operator.totp_secret_issued',
      ])
    } finally {
      await own.close()
    }
  }, 60_000)
})
