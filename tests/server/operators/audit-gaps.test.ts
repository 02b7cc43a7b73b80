// What the audit log records beyond decisions: refused operator sign-ins (never the password or code), calls a
// role may not make (403), reads of the review queues and the user-search term.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runAdmin } from '../../../server/cli/admin'
import { auditRows, operatorBearer } from '../../support/server/console'
import { createHarness, type Harness } from '../../support/server/harness'
import { codeAt, login, OPERATOR_PASSWORD, signedInOperator } from '../../support/server/operators'
import { call } from '../../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
})
afterEach(() => h.close())

const rowsOf = async (action: string) =>
  (await auditRows(h)).filter((row) => row.action === action).map(({ id: _, created_at: __, ...row }) => row)

const get = (auth: string, path: string) => call(h.app, path, { headers: { Authorization: auth } })

describe('refused operator sign-ins', { timeout: 90_000 }, () => {
  it('are audited with why (unknown e-mail, password, code, disabled), never with the password or code', async () => {
    const op = await signedInOperator(h, 'rev@example.com', 'reviewer')
    const id = (await h.db.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id
    const wrongPassword = 'wrong-password-secret-1'
    expect((await login(h, 'nobody@example.com', '123456', wrongPassword)).envelope).toMatchObject({
      code: 'login_failed',
    })
    expect((await login(h, 'REV@example.com', '123456', wrongPassword)).envelope).toMatchObject({
      code: 'login_failed',
    })
    const right = await codeAt(h, op.secret)
    const wrongCode = right === '000000' ? '111111' : '000000'
    expect((await login(h, 'rev@example.com', wrongCode)).envelope).toMatchObject({ code: 'login_failed' })
    const code = await runAdmin(
      ['operator', 'disable', 'rev@example.com'],
      h,
      () => {},
      async () => undefined,
    )
    expect(code).toBe(0)
    expect((await login(h, 'rev@example.com', right, OPERATOR_PASSWORD)).envelope).toMatchObject({
      code: 'login_failed',
    })
    const base = { action: 'operator.login_failed', before: '', after: '', address: 'local' }
    expect(await rowsOf('operator.login_failed')).toEqual([
      { ...base, operator: 'op:nobody@example.com', target: 'operator:unknown', reason: 'unknown_email' },
      { ...base, operator: 'op:rev@example.com', target: `operator:${id}`, reason: 'password' },
      { ...base, operator: 'op:rev@example.com', target: `operator:${id}`, reason: 'code' },
      { ...base, operator: 'op:rev@example.com', target: `operator:${id}`, reason: 'disabled' },
    ])
    const everything = JSON.stringify(await auditRows(h))
    for (const secret of [wrongPassword, OPERATOR_PASSWORD, wrongCode, right]) expect(everything).not.toContain(secret)
  })
})

describe('operators at work', () => {
  it('audits a call the role may not make (HTTP 403): who, method and path, role', async () => {
    const support = await operatorBearer(h, 'support')
    const refused = await get(support, '/admin/deposits?status=all')
    expect(refused.status).toBe(403)
    expect(refused.envelope).toMatchObject({ status: 0, code: 'forbidden' })
    const [row] = await rowsOf('operator.forbidden')
    expect(row).toEqual({
      operator: expect.stringMatching(/^op:/),
      action: 'operator.forbidden',
      target: 'GET /admin/deposits',
      before: '',
      after: '',
      reason: 'support',
      address: 'local',
    })
    expect(await rowsOf('review.view.deposits')).toEqual([])
    // An uploaded file the role may not see: answered as if there were none, and audited all the same.
    expect((await get(support, '/uploads/none.png')).status).toBe(404)
    expect((await rowsOf('operator.forbidden')).map((r) => [r.target, r.reason])).toEqual([
      ['GET /admin/deposits', 'support'],
      ['GET /uploads/none.png', 'support'],
    ])
  })

  it('audits every read of a review queue, with the status asked for', async () => {
    const reviewer = await operatorBearer(h, 'reviewer')
    for (const kind of ['deposits', 'withdrawals', 'banks', 'verifications']) {
      expect((await get(reviewer, `/admin/${kind}?status=all`)).envelope).toMatchObject({ status: 1 })
    }
    expect((await get(reviewer, '/admin/banks')).envelope).toMatchObject({ status: 1 })
    const views = (await auditRows(h)).filter((row) => row.action.startsWith('review.view.'))
    expect(views.map((row) => [row.action, row.target, row.after, row.operator.startsWith('op:')])).toEqual([
      ['review.view.deposits', 'queue:deposits', 'status=all', true],
      ['review.view.withdrawals', 'queue:withdrawals', 'status=all', true],
      ['review.view.banks', 'queue:banks', 'status=all', true],
      ['review.view.verifications', 'queue:verifications', 'status=all', true],
      ['review.view.banks', 'queue:banks', 'status=0', true],
    ])
  })

  it('audits the user-search term', async () => {
    const admin = await operatorBearer(h, 'admin')
    expect((await get(admin, '/admin/users?q=alice%40example')).envelope).toMatchObject({ status: 1 })
    expect(await rowsOf('user.search')).toEqual([
      expect.objectContaining({ target: 'users', after: 'alice@example', address: 'local' }),
    ])
  })
})
