import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditPage, OperatorMe, OperatorSession } from '../../../contract/console'
import { runAdmin } from '../../../server/cli/admin'
import { createHarness, type Harness } from '../../support/server/harness'
import {
  addOperator,
  asOperator,
  codeAt,
  enrolCodeIn,
  enrolment,
  login,
  OPERATOR_PASSWORD,
  signedInOperator,
} from '../../support/server/operators'
import { call, dataOf, register } from '../../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness({})
})
afterEach(() => h.close())

const MINUTE = 60_000
const cli = async (args: string[], stdin?: string) => {
  const lines: string[] = []
  const code = await runAdmin(
    args,
    h,
    (l) => lines.push(l),
    async () => stdin,
  )
  return { code, text: lines.join('\n') }
}
const sessionCount = async () => (await h.db.selectFrom('operator_sessions').select('id').execute()).length

// Every sign-in hashes a password with scrypt at its full cost: these tests take seconds each.
describe('operator accounts', { timeout: 90_000 }, () => {
  it('start with none; the first is created by the CLI with a generated password shown once', async () => {
    expect(await cli(['operator', 'list'])).toEqual({ code: 0, text: 'There are no operators yet.' })
    const added = await cli(['operator', 'add', 'First@Example.com', '--role', 'admin'])
    expect(added.code).toBe(0)
    const password = /Password \(shown once\): (\S+)/.exec(added.text)?.[1] ?? ''
    expect(password.length).toBeGreaterThanOrEqual(20)
    expect((await cli(['operator', 'add', 'first@example.com', '--role', 'admin'], 'another-password-1')).code).toBe(1)
    expect((await cli(['operator', 'add', 'x@example.com', '--role', 'root'])).code).toBe(2)
    expect((await cli(['operator', 'add', 'y@example.com', '--role', 'support'], 'short')).code).toBe(1)
    const enrolCode = enrolCodeIn(added.text.split('\n'))
    expect(enrolCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const result = dataOf(await login(h, 'first@example.com', undefined, password, enrolCode))
    expect(result.kind).toBe('totp_enrolment')
    const list = await cli(['operator', 'list'])
    expect(JSON.parse(list.text)).toEqual([expect.objectContaining({ email: 'first@example.com', role: 'admin' })])
  })

  it('enrol TOTP with a code from the secret before any session exists, then sign in with codes', async () => {
    const enrolCode = await addOperator(h, 'rev@example.com', 'reviewer')
    const secret = await enrolment(h, 'rev@example.com', enrolCode)
    expect(secret.uri).toMatch(/^otpauth:\/\/totp\/Tern:rev%40example\.com\?/)
    expect(secret.uri).toContain(`secret=${secret.secret}`)
    expect(secret.uri).toContain('issuer=Tern')
    expect((await login(h, 'rev@example.com')).envelope).toMatchObject({ code: 'enrolment_code_required' })
    expect(await sessionCount()).toBe(0)
    const enrol = (code: string) =>
      call<OperatorSession>(h.app, '/admin/session/enrol', {
        body: { email: 'rev@example.com', password: OPERATOR_PASSWORD, code },
      })
    expect((await enrol('000000')).envelope).toMatchObject({ status: 0, code: 'login_failed' })
    const code = await codeAt(h, secret.secret)
    const session = dataOf(await enrol(code))
    expect(session.operator).toEqual({
      id: expect.any(Number),
      email: 'rev@example.com',
      role: 'reviewer',
      via: 'session',
    })
    expect(dataOf(await asOperator<OperatorMe>(h, session.token, '/admin/session/me')).email).toBe('rev@example.com')
    expect((await enrol(code)).envelope).toMatchObject({ code: 'validation', msg: expect.stringMatching(/already/) })

    expect((await login(h, 'rev@example.com')).envelope).toMatchObject({ code: 'login_failed' })
    expect((await login(h, 'rev@example.com', code)).envelope).toMatchObject({ code: 'login_failed' })
    h.clock.advance(30_000)
    const next = await codeAt(h, secret.secret)
    h.clock.advance(25_000)
    const late = dataOf(await login(h, 'rev@example.com', next))
    expect(late).toMatchObject({ kind: 'session', operator: { role: 'reviewer' } })
    expect((await login(h, 'rev@example.com', next)).envelope).toMatchObject({ code: 'login_failed' })
  })

  it('hand out the TOTP secret only with the CLI enrolment code: once, for minutes, stored hashed', async () => {
    const first = await addOperator(h, 'new@example.com', 'support')
    const needed = await login(h, 'new@example.com', undefined, OPERATOR_PASSWORD, '', 'de')
    expect(needed.envelope).toMatchObject({ status: 0, code: 'enrolment_code_required', data: null })
    expect(needed.envelope?.msg).toMatch(/operator enrol-code/)
    expect(needed.envelope?.msg).not.toMatch(/^To set up/)
    const wrongPassword = await login(h, 'new@example.com', undefined, 'wrong-password-123', first)
    expect(wrongPassword.envelope).toMatchObject({ code: 'login_failed' })
    const stored = await h.db.selectFrom('operators').selectAll().where('email', '=', 'new@example.com').execute()
    expect(stored[0]?.enrol_code_hash).toMatch(/^[\w-]+\$[\w-]+$/)
    expect(JSON.stringify(stored)).not.toContain(first)
    expect(stored[0]?.totp_secret).toBe('')

    // A new code replaces the last; it ends TERN_OPERATOR_ENROL_MINUTES (15) after it was printed.
    const second = enrolCodeIn((await cli(['operator', 'enrol-code', 'new@example.com'])).text.split('\n'))
    const withFirst = await login(h, 'new@example.com', undefined, OPERATOR_PASSWORD, first)
    expect(withFirst.envelope).toMatchObject({ code: 'wrong_code', msg: expect.stringMatching(/enrolment code/) })
    h.clock.advance(15 * MINUTE)
    expect((await login(h, 'new@example.com', undefined, OPERATOR_PASSWORD, second)).envelope).toMatchObject({
      code: 'wrong_code',
    })
    h.clock.advance(5_000)
    const third = enrolCodeIn((await cli(['operator', 'enrol-code', 'new@example.com'])).text.split('\n'))
    h.clock.advance(15 * MINUTE - 1_000)
    const secret = await enrolment(h, 'new@example.com', third.toUpperCase().replace('-', ' '))
    expect((await login(h, 'new@example.com', undefined, OPERATOR_PASSWORD, third)).envelope).toMatchObject({
      code: 'wrong_code',
    })
    h.clock.advance(30_000)
    const body = { email: 'new@example.com', password: OPERATOR_PASSWORD, code: await codeAt(h, secret.secret) }
    expect(dataOf(await call<OperatorSession>(h.app, '/admin/session/enrol', { body })).operator.role).toBe('support')
    expect((await cli(['operator', 'enrol-code', 'new@example.com'])).code).toBe(1)
    expect((await cli(['operator', 'enrol-code', 'ghost@example.com'])).code).toBe(1)

    const rows = await h.db.selectFrom('operator_audit').selectAll().where('target', '=', 'operator:1').execute()
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['operator.add', ''],
      ['operator.enrol_code', ''],
      ['operator.login_failed', 'password'],
      ['operator.enrol_code', ''],
      ['operator.login_failed', 'enrol_code'],
      ['operator.login_failed', 'enrol_code'],
      ['operator.enrol_code', ''],
      ['operator.totp_secret_issued', ''],
      ['operator.login_failed', 'enrol_code'],
      ['operator.totp_enrol', ''],
      ['operator.login', ''],
    ])
    expect(JSON.stringify(rows)).not.toMatch(new RegExp([first, second, third].join('|')))
  })

  it('keep enrolment codes valid for TERN_OPERATOR_ENROL_MINUTES', async () => {
    const own = await createHarness({ TERN_OPERATOR_ENROL_MINUTES: '3' })
    try {
      const code = await addOperator(own, 'brief@example.com', 'reviewer')
      own.clock.advance(3 * MINUTE)
      const late = await login(own, 'brief@example.com', undefined, OPERATOR_PASSWORD, code)
      expect(late.envelope).toMatchObject({ code: 'wrong_code' })
    } finally {
      await own.close()
    }
  })

  it('refuse a wrong password or code alike, and throttle operator sign-ins apart from users', async () => {
    const op = await signedInOperator(h, 'a@example.com', 'admin')
    const wrongPassword = await login(h, op.email, await codeAt(h, op.secret), 'wrong-password-123')
    expect(wrongPassword.envelope).toMatchObject({
      code: 'login_failed',
      msg: 'Incorrect e-mail, password or authenticator code.',
    })
    expect((await login(h, op.email, '123456')).envelope).toMatchObject({ code: 'login_failed' })
    expect((await login(h, 'nobody@example.com', '123456')).envelope).toMatchObject({ code: 'login_failed' })
    expect((await login(h, op.email, '654321')).envelope).toMatchObject({ code: 'login_failed' })
    const throttled = await login(h, op.email, await codeAt(h, op.secret))
    expect(throttled.envelope).toMatchObject({ code: 'too_many_attempts' })
    const scopes = await h.db.selectFrom('login_failures').select('scope').distinct().execute()
    expect(scopes.map((s) => s.scope).sort()).toEqual(['operator', 'operator_address'])
    await register(h.app, 'someone@example.com')
    const user = await call(h.app, '/main/login', { body: { name: 'someone@example.com', pwd: 'secret-pw' } })
    expect(user.envelope?.status).toBe(1)
    h.clock.advance(5_000)
    expect(dataOf(await login(h, op.email, await codeAt(h, op.secret))).kind).toBe('session')
  })

  it('end after 15 idle minutes, after 12 hours in any case, and on sign-out', async () => {
    const op = await signedInOperator(h, 'idle@example.com', 'support')
    const me = () => asOperator(h, op.token, '/admin/session/me')
    h.clock.advance(14 * MINUTE)
    expect((await me()).status).toBe(200)
    h.clock.advance(14 * MINUTE)
    expect((await me()).status).toBe(200)
    h.clock.advance(16 * MINUTE)
    expect((await me()).envelope).toMatchObject({ code: 'unauthorized' })

    h.clock.advance(MINUTE)
    const fresh = dataOf(await login(h, op.email, await codeAt(h, op.secret)))
    if (fresh.kind !== 'session') throw new Error('expected a session')
    for (let i = 0; i < 71; i += 1) {
      h.clock.advance(10 * MINUTE)
      expect((await asOperator(h, fresh.token, '/admin/session/me')).status).toBe(200)
    }
    h.clock.advance(10 * MINUTE)
    expect((await asOperator(h, fresh.token, '/admin/session/me')).status).toBe(401)

    h.clock.advance(MINUTE)
    const last = dataOf(await login(h, op.email, await codeAt(h, op.secret)))
    if (last.kind !== 'session') throw new Error('expected a session')
    expect((await asOperator(h, last.token, '/admin/session/logout', { body: {} })).envelope?.status).toBe(1)
    expect((await asOperator(h, last.token, '/admin/session/me')).status).toBe(401)
  })

  it('disable, role and reset-totp through the CLI, each audited', async () => {
    const op = await signedInOperator(h, 'who@example.com', 'reviewer')
    expect((await cli(['operator', 'role', op.email, 'support'])).code).toBe(0)
    expect(dataOf(await asOperator<OperatorMe>(h, op.token, '/admin/session/me')).role).toBe('support')
    const reset = await cli(['operator', 'reset-totp', op.email])
    expect(reset.code).toBe(0)
    expect((await asOperator(h, op.token, '/admin/session/me')).status).toBe(401)
    expect((await login(h, op.email)).envelope).toMatchObject({ code: 'enrolment_code_required' })
    const again = await enrolment(h, op.email, enrolCodeIn(reset.text.split('\n')))
    expect(again.secret).not.toBe(op.secret)
    expect((await cli(['operator', 'disable', op.email])).code).toBe(0)
    expect((await login(h, op.email)).envelope).toMatchObject({ code: 'login_failed' })
    expect((await cli(['operator', 'disable', 'ghost@example.com'])).code).toBe(1)
    const admin = await signedInOperator(h, 'boss@example.com', 'admin')
    const log = dataOf(await asOperator<AuditPage>(h, admin.token, `/admin/audit?target=operator:1`)).items
    expect(log.map((row) => [row.operator.startsWith('cli'), row.action, row.before, row.after, row.reason])).toEqual([
      [false, 'operator.login_failed', '', '', 'disabled'],
      [true, 'operator.disable', '0', '1', ''],
      [false, 'operator.totp_secret_issued', '', '', ''],
      [true, 'operator.enrol_code', '', expect.any(String), ''],
      [true, 'operator.reset_totp', 'enrolled', 'not enrolled', ''],
      [true, 'operator.role', 'reviewer', 'support', ''],
      [false, 'operator.login', '', '', ''],
      [false, 'operator.totp_enrol', '', '', ''],
      [false, 'operator.totp_secret_issued', '', '', ''],
      [true, 'operator.enrol_code', '', expect.any(String), ''],
      [true, 'operator.add', '', 'reviewer', ''],
    ])
  })
})
