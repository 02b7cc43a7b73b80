import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'GET /api/userinfo': () => ok(sampleUser),
    'GET /main/banners': () => ok([]),
    'POST /api/password': (request) => {
      const body = request.body as { old_pwd: string }
      return body.old_pwd === 'old-secret'
        ? ok({ revoked: 2 }, 'Password changed. Your other devices have been signed out.')
        : fail('The current password is incorrect.', 'validation')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const open = async () => {
  const app = await renderApp({ path: '/password', token: 'tok' })
  await screen.findByLabelText('Current password')
  return app
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
const passwordCalls = () => requests.filter((r) => r.path === '/api/password')

describe('/password', () => {
  it('asks for each field and the matching repeat before sending anything', async () => {
    await open()
    submit()
    expect(await screen.findByText('Please enter your current password')).toBeTruthy()
    expect(screen.getByText('Please enter a new password')).toBeTruthy()
    expect(screen.getByText('Please repeat the new password')).toBeTruthy()
    fill('Current password', 'old-secret')
    fill('New password', 'new-secret')
    fill('Repeat new password', 'new-secreT')
    submit()
    expect(await screen.findByText('Two passwords inconsistent')).toBeTruthy()
    expect(passwordCalls()).toHaveLength(0)
  })

  it('sends the three fields and shows the server message', async () => {
    const app = await open()
    fill('Current password', 'old-secret')
    fill('New password', 'new-secret')
    fill('Repeat new password', 'new-secret')
    submit()
    expect(await screen.findByText('Password changed. Your other devices have been signed out.')).toBeTruthy()
    expect(passwordCalls().map((r) => r.body)).toEqual([
      { old_pwd: 'old-secret', new_pwd: 'new-secret', re_new_pwd: 'new-secret', code: '' },
    ])
    await waitFor(() => expect(app.currentPath()).toBe('/personal'))
  })

  it('shows a refusal and stays on the form', async () => {
    const app = await open()
    fill('Current password', 'wrong-one')
    fill('New password', 'new-secret')
    fill('Repeat new password', 'new-secret')
    submit()
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy()
    expect(app.currentPath()).toBe('/password')
  })
})
