// The security forms: two-factor enrolment on /sessions (QR code and key, a first code, recovery codes shown once),
// its removal, the anti-phishing phrase, and the second sign-in step on /login.
import type { SecurityInfo } from '@contract/security'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

let requests: RecordedRequest[] = []
let security: SecurityInfo
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`)
const URI = 'otpauth://totp/Tern:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tern'

beforeEach(() => {
  security = {
    two_factor: false,
    recovery_codes_left: 0,
    phishing_phrase: '',
    withdraw_allowlist: false,
    withdraw_allowlist_off_at: null,
    destination_delay_hours: 24,
  }
  const api = mockApi({
    'GET /api/sessions': () => ok([]),
    'GET /main/banners': () => ok([]),
    'GET /api/security': () => ok(security),
    'POST /api/two_factor_setup': () => ok({ secret: 'JBSWY3DPEHPK3PXP', uri: URI }, 'Add this key'),
    'POST /api/two_factor_enable': (request) => {
      if ((request.body as { code: string }).code !== '123456')
        return fail('The code is wrong or has expired.', 'wrong_code')
      security = { ...security, two_factor: true, recovery_codes_left: 10 }
      return ok({ recovery_codes: codes }, 'Two-factor sign-in is on.')
    },
    'POST /api/two_factor_disable': () => {
      security = { ...security, two_factor: false, recovery_codes_left: 0 }
      return ok(null, 'Two-factor sign-in is off.')
    },
    'POST /api/phishing_phrase': (request) => {
      const phrase = (request.body as { phrase: string }).phrase.trim()
      security = { ...security, phishing_phrase: phrase }
      return ok({ phrase }, 'Anti-phishing phrase saved.')
    },
    'POST /api/withdraw_allowlist': (request) => {
      const { enabled, code } = request.body as { enabled: number; code: string }
      const state = { enabled: enabled === 1, off_at: null, code_expires_at: null }
      if (!enabled && security.two_factor && code === '')
        return fail('Please enter the code from your authenticator app.', 'two_factor_required')
      if (!enabled && !security.two_factor && code === '')
        return ok({ ...state, enabled: true, code_expires_at: '2030-01-01T00:10:00Z' }, 'We have sent you a code.')
      if (!enabled && !security.two_factor) {
        if (code !== '135790') return fail('The code is wrong or has expired.', 'wrong_code')
        security = { ...security, withdraw_allowlist_off_at: '2030-01-02T00:00:00Z' }
        return ok({ ...state, enabled: true, off_at: security.withdraw_allowlist_off_at }, 'Confirmed.')
      }
      security = { ...security, withdraw_allowlist: enabled === 1, withdraw_allowlist_off_at: null }
      return ok(state, 'Allow-list updated.')
    },
    'POST /main/login': () =>
      ok({ two_factor: true, ticket: 'ticket-1', expires_at: '2030-01-01T00:00:00Z' }, 'Enter the code'),
    'POST /main/login_code': (request) =>
      (request.body as { code: string }).code === '654321'
        ? ok({ token: 'tok-2fa', expires_at: '2030-01-01T00:00:00Z' }, 'Logged in')
        : fail('The code is wrong or has expired.', 'wrong_code'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const bodiesOf = (path: string) => requests.filter((request) => request.path === path).map((request) => request.body)

describe('two-factor enrolment', () => {
  it('shows the QR code and the key, turns on with a first code, and shows the recovery codes once', async () => {
    await renderApp({ path: '/sessions', token: 'tok' })
    const card = await screen.findByRole('region', { name: 'Two-factor sign-in' })
    fireEvent.click(within(card).getByRole('button', { name: 'Set up two-factor sign-in' }))
    expect(await within(card).findByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
    expect(within(card).getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('data-qr')).toBe(
      URI,
    )
    fireEvent.change(within(card).getByLabelText('Code from your authenticator app'), { target: { value: '111111' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByText('The code is wrong or has expired.')).toBeTruthy()
    fireEvent.change(within(card).getByLabelText('Code from your authenticator app'), { target: { value: ' 123456 ' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on' }))
    const list = await within(card).findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes)
    expect(bodiesOf('/api/two_factor_enable')).toEqual([{ code: '111111' }, { code: '123456' }])
    fireEvent.click(within(card).getByRole('button', { name: 'I have saved them' }))
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(await within(card).findByText('Recovery codes left: 10')).toBeTruthy()
  })

  it('turns off with a code or a recovery code', async () => {
    security = { ...security, two_factor: true, recovery_codes_left: 9 }
    await renderApp({ path: '/sessions', token: 'tok' })
    const card = await screen.findByRole('region', { name: 'Two-factor sign-in' })
    expect(await within(card).findByText('Recovery codes left: 9')).toBeTruthy()
    const off = within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }) as HTMLButtonElement
    expect(off.disabled).toBe(true)
    fireEvent.change(within(card).getByLabelText('Code or recovery code'), { target: { value: 'abcde-fgh01' } })
    fireEvent.click(off)
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeTruthy()
    expect(bodiesOf('/api/two_factor_disable')).toEqual([{ code: 'abcde-fgh01' }])
  })
})

describe('the anti-phishing phrase', () => {
  it('is saved from the security screen', async () => {
    await renderApp({ path: '/sessions', token: 'tok' })
    const field = (await screen.findByLabelText('Your phrase')) as HTMLInputElement
    expect(field.maxLength).toBe(32)
    fireEvent.change(field, { target: { value: 'blue heron ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save phrase' }))
    expect(await screen.findByText('Anti-phishing phrase saved.')).toBeTruthy()
    expect(bodiesOf('/api/phishing_phrase')).toEqual([{ phrase: 'blue heron ' }])
    await waitFor(() => expect((screen.getByLabelText('Your phrase') as HTMLInputElement).value).toBe('blue heron'))
  })
})

describe('the withdrawal allow-list', () => {
  it('turns on, and off with the code when two-factor sign-in is on', async () => {
    security = { ...security, two_factor: true, recovery_codes_left: 10 }
    await renderApp({ path: '/sessions', token: 'tok' })
    const card = await screen.findByRole('form', { name: 'Withdrawal allow-list' })
    expect(within(card).getByText(/each usable 24 hours after it was added/)).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on the allow-list' }))
    const off = await within(card).findByRole('button', { name: 'Turn off the allow-list' })
    fireEvent.change(within(card).getByLabelText('Code from your authenticator app'), { target: { value: '246810' } })
    fireEvent.click(off)
    await within(card).findByRole('button', { name: 'Turn on the allow-list' })
    expect(bodiesOf('/api/withdraw_allowlist')).toEqual([
      { enabled: 1, code: '' },
      { enabled: 0, code: '246810' },
    ])
  })

  it('without two-factor sign-in, turns off with a code sent by mail, after the wait, which turning on cancels', async () => {
    security = { ...security, withdraw_allowlist: true }
    await renderApp({ path: '/sessions', token: 'tok' })
    const card = await screen.findByRole('form', { name: 'Withdrawal allow-list' })
    expect(within(card).getByText(/Turning it off takes a code we send you, and then 24 hours/)).toBeTruthy()
    expect(within(card).queryByLabelText('Code we sent you')).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: 'Turn off the allow-list' }))
    const field = await within(card).findByLabelText('Code we sent you')
    fireEvent.change(field, { target: { value: '135790' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm turning it off' }))
    const status = await within(card).findByRole('status')
    expect(status.textContent).toMatch(/^The allow-list turns off on .*2030.*\. Until then it still applies\.$/)
    expect(within(card).queryByLabelText('Code we sent you')).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: 'Keep the allow-list on' }))
    await waitFor(() => expect(within(card).queryByRole('status')).toBeNull())
    expect(within(card).getByRole('button', { name: 'Turn off the allow-list' })).toBeTruthy()
    expect(bodiesOf('/api/withdraw_allowlist')).toEqual([
      { enabled: 0, code: '' },
      { enabled: 0, code: '135790' },
      { enabled: 1, code: '' },
    ])
  })
})

describe('the second sign-in step', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const view = await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const code = await screen.findByLabelText('Authentication code')
    expect(localStorage.getItem('tern.token')).toBeNull()
    fireEvent.change(code, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('The code is wrong or has expired.')).toBeTruthy()
    expect(localStorage.getItem('tern.token')).toBeNull()
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(localStorage.getItem('tern.token')).toBe('tok-2fa'))
    expect(bodiesOf('/main/login_code')).toEqual([
      { ticket: 'ticket-1', code: '000000' },
      { ticket: 'ticket-1', code: '654321' },
    ])
    await waitFor(() => expect(view.currentPath()).toBe('/'), { timeout: 2_000 })
  })
})
