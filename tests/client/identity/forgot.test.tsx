import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'POST /main/sendcode': () => ok(null, 'If an account exists for it, a code has been sent.'),
    'POST /main/repassword': () => ok(null, 'Password reset. Please log in with your new password.'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const calls = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body)
async function open() {
  const app = await renderApp({ path: '/forgot' })
  await screen.findByLabelText('Phone number')
  return app
}

describe('/forgot', () => {
  it('defaults to the phone tab with area code +886 and asks for the phone before sending', async () => {
    await open()
    expect(screen.getByRole('button', { name: 'Area code +886' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy()
    expect(calls('/main/sendcode')).toEqual([])
  })

  it('sends the code once, then counts down 60 s ignoring presses', async () => {
    await open()
    fill('Phone number', '912 345 678')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const countdown = await screen.findByRole('button', { name: /^Resend in (60|59) s$/ })
    expect((countdown as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(countdown)
    expect(calls('/main/sendcode')).toEqual([{ type: 'phone', account: '+886912345678' }])
    expect(await screen.findByText('If an account exists for it, a code has been sent.')).toBeTruthy()
  })

  it('lets the presses through again once the 60 s are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await open()
      fill('Phone number', '912345678')
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      await screen.findByRole('button', { name: /^Resend in (60|59) s$/ })
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      expect(screen.getByRole('button', { name: /^Resend in (30|29) s$/ })).toBeTruthy()
      await act(() => vi.advanceTimersByTimeAsync(31_000))
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      await waitFor(() => expect(calls('/main/sendcode')).toHaveLength(2))
    } finally {
      vi.useRealTimers()
    }
  })

  it('finds an area code by its name in the reader’s language (Thai)', async () => {
    await renderApp({ path: '/forgot', language: 'th' })
    fireEvent.click(await screen.findByRole('button', { name: 'รหัสประเทศ +886' }))
    const search = await screen.findByRole('searchbox', { name: 'ค้นหาประเทศหรือรหัส' })
    fireEvent.change(search, { target: { value: 'ไทย' } })
    fireEvent.click(await screen.findByRole('button', { name: /ไทย.*\+66/ }))
    fill('หมายเลขโทรศัพท์', '812345678')
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส' }))
    await waitFor(() => expect(calls('/main/sendcode')).toEqual([{ type: 'phone', account: '+66812345678' }]))
  })

  it('resets by email and goes to /login after 2 s', async () => {
    const app = await open()
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Please enter your email')).toBeTruthy()
    expect(screen.getByText('Please enter the code')).toBeTruthy()
    expect(screen.getByText('Please enter at least 6 characters')).toBeTruthy()
    fill('Email', 'alice@example.com')
    fill('Verification code', '12a3456')
    fill('New password', 'new-secret')
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Password reset. Please log in with your new password.')).toBeTruthy()
    expect(calls('/main/repassword')).toEqual([
      { type: 'email', account: 'alice@example.com', code: '123456', pwd: 'new-secret' },
    ])
    expect(app.currentPath()).toBe('/forgot')
    await waitFor(() => expect(app.currentPath()).toBe('/login'), { timeout: 3000 })
  })

  it('keeps the way back: login -> forgot -> reset -> login, still returning to the screen that sent the visitor', async () => {
    const app = await renderApp({ path: '/login?next=%2Fasset' })
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    await screen.findByLabelText('Phone number')
    expect(app.currentPath()).toBe('/forgot?next=%2Fasset')
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login?next=%2Fasset')
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }))
    fill('Email', 'alice@example.com')
    fill('Verification code', '123456')
    fill('New password', 'new-secret')
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(app.currentPath()).toBe('/login?next=%2Fasset'), { timeout: 3000 })
  })
})
