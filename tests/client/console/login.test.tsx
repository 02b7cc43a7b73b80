import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { counts, SESSION_KEY } from './fixtures'

const uri = 'otpauth://totp/Tern:ops%40tern.test?secret=JBSWY3DPEHPK3PXP&issuer=Tern'
const session = (role: string) => ({
  token: 'op-session-1',
  expires_at: '2030-01-01T00:00:00.000Z',
  operator: { id: 3, email: 'ops@tern.test', role, via: 'session' },
})
let requests: RecordedRequest[] = []

const enrolmentNeeded =
  'To set up two-step sign-in, enter an enrolment code. Ask an administrator to run npm run admin -- operator enrol-code with your e-mail on the server.'

/** The server's sign-in: a session, or (no TOTP yet) the enrolment, given the CLI's enrolment code only. */
function serve(loginAnswer: { kind: string } & Record<string, unknown>) {
  const api = mockApi({
    'POST /admin/session/login': ({ body }) => {
      const given = (body as { enrol_code?: string }).enrol_code ?? ''
      if (loginAnswer.kind === 'session' || given === 'abcde-23456') return ok(loginAnswer)
      if (given === '') return fail(enrolmentNeeded, 'enrolment_code_required')
      return fail('This enrolment code is wrong, used or expired. Ask for a new one.', 'wrong_code')
    },
    'POST /admin/session/enrol': () => ok(session('reviewer')),
    'GET /admin/queues': () => ok(counts),
    'GET /admin/deposits': () => ok([]),
    'GET /admin/support': () => ok([]),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const bodies = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body)

afterEach(() => sessionStorage.clear())

describe('/console/login', () => {
  beforeEach(() => serve({ kind: 'totp_enrolment', totp_enrolment: { secret: 'JBSWY3DPEHPK3PXP', uri } }))

  it('checks the fields before calling the server', async () => {
    await renderApp({ path: '/console/login' })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy()
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
    expect(bodies('/admin/session/login')).toEqual([])
  })

  it('enrols on the first sign-in: asks for the CLI enrolment code, shows the QR code, then signs in with a code', async () => {
    const app = await renderApp({ path: '/console/login' })
    await screen.findByLabelText('E-mail')
    fill('E-mail', 'ops@tern.test')
    fill('Password', 'operator-pass-1')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('status')).textContent).toBe(enrolmentNeeded)
    expect(screen.queryByLabelText('Authentication code')).toBeNull()
    expect(screen.queryByTestId('totp-secret')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show my authenticator key' }))
    expect(await screen.findByText('Enter the enrolment code')).toBeTruthy()
    fill('Enrolment code', 'wrong-00000')
    fireEvent.click(screen.getByRole('button', { name: 'Show my authenticator key' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/wrong, used or expired/)
    expect(screen.queryByTestId('totp-secret')).toBeNull()
    fill('Enrolment code', ' abcde-23456 ')
    fireEvent.click(screen.getByRole('button', { name: 'Show my authenticator key' }))
    const qr = await screen.findByRole('img', { name: 'QR code of your authenticator key' })
    expect(qr.getAttribute('data-qr')).toBe(uri)
    await waitFor(() => expect(qr.querySelectorAll('rect, path').length).toBeGreaterThan(50))
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }))
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy()
    expect(bodies('/admin/session/enrol')).toEqual([])
    fill('Authentication code', '123 456')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }))
    await waitFor(() => expect(app.currentPath()).toBe('/console/queues'))
    expect(bodies('/admin/session/login')).toEqual([
      { email: 'ops@tern.test', password: 'operator-pass-1', code: '' },
      { email: 'ops@tern.test', password: 'operator-pass-1', enrol_code: 'wrong-00000' },
      { email: 'ops@tern.test', password: 'operator-pass-1', enrol_code: 'abcde-23456' },
    ])
    expect(bodies('/admin/session/enrol')).toEqual([
      { email: 'ops@tern.test', password: 'operator-pass-1', code: '123 456' },
    ])
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      token: 'op-session-1',
      role: 'reviewer',
    })
    expect(localStorage.getItem('tern.token')).toBeNull()
    await screen.findByRole('heading', { name: 'Review queues' })
    await waitFor(() => expect(requests.some((r) => r.path === '/admin/queues')).toBe(true))
    const queues = requests.find((r) => r.path === '/admin/queues')
    expect(queues?.headers.get('Authorization')).toBe('Bearer op-session-1')
    expect(queues?.headers.get('UserToken')).toBeNull()
  })
})

describe('/console/login with TOTP set up', () => {
  beforeEach(() => serve({ kind: 'session', ...session('support') }))

  it('signs in with the code and shows only the sections of the role', async () => {
    const app = await renderApp({ path: '/console/login', token: 'user-token' })
    await screen.findByLabelText('E-mail')
    fill('E-mail', 'ops@tern.test')
    fill('Password', 'operator-pass-1')
    fill('Authentication code', '654321')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(app.currentPath()).toBe('/console/support'))
    expect(bodies('/admin/session/login')).toEqual([
      { email: 'ops@tern.test', password: 'operator-pass-1', code: '654321' },
    ])
    const menu = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Support'])
    await waitFor(() => expect(requests.some((r) => r.path === '/admin/support')).toBe(true))
    const call = requests.find((r) => r.path === '/admin/support')
    expect(call?.headers.get('Authorization')).toBe('Bearer op-session-1')
    expect(call?.headers.get('UserToken')).toBeNull()
  })
})
