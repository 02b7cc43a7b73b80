import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type AuthForm, buildAccountName, validateLogin, validateRegister } from '@/features/account'
import { fail, mockApi, ok, type RecordedRequest } from '../support/client/api-mock'
import { renderApp } from '../support/client/render'

let requests: RecordedRequest[] = []
let loginReply = () => ok({ token: 'tok-new', expires_at: '2030-01-01T00:00:00Z' }, 'Signed in')

beforeEach(() => {
  loginReply = () => ok({ token: 'tok-new', expires_at: '2030-01-01T00:00:00Z' }, 'Signed in')
  const api = mockApi({
    'POST /main/login': () => loginReply(),
    'POST /main/register': () => ok({ token: 'tok-reg', expires_at: '2030-01-01T00:00:00Z' }),
    'GET /main/banners': () => ok([]),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const authCalls = () =>
  requests.filter((request) => request.path.startsWith('/main/log') || request.path === '/main/register')
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

const form = (patch: Partial<AuthForm>): AuthForm => ({
  mode: 'email',
  email: '',
  phone: '',
  areaCode: '66',
  password: '',
  ...patch,
})

describe('account model', () => {
  it.each([
    [form({ email: ' a@b.co ' }), 'a@b.co'],
    [form({ mode: 'phone', phone: '812345678' }), '+66812345678'],
    [form({ mode: 'phone', phone: '912345678', areaCode: '886' }), '+886912345678'],
  ])('account name of %o is %s', (input, expected) => {
    expect(buildAccountName(input)).toBe(expected)
  })

  it.each([
    [form({}), ['account', 'password'], false],
    [form({ email: 'a@b.co' }), ['password'], true],
    [form({ mode: 'phone', phone: '1' }), ['password'], true],
    [form({ email: 'a@b.co', password: 'x' }), [], true],
  ])('login %o -> errors %o, sends %s', (input, fields, canSubmit) => {
    const result = validateLogin(input)
    expect(Object.keys(result.errors)).toEqual(fields)
    expect(result.canSubmit).toBe(canSubmit)
  })

  it.each([
    [form({ mode: 'phone', phone: '12345', password: 'secret1' }), ['account'], false],
    [form({ mode: 'phone', phone: '123456', password: 'secret1' }), [], true],
    [form({ password: 'secret1' }), ['account'], false],
    [form({ email: 'a@b.co', password: '12345' }), ['password'], true],
  ])('register %o -> errors %o, sends %s', (input, fields, canSubmit) => {
    const result = validateRegister(input)
    expect(Object.keys(result.errors)).toEqual(fields)
    expect(result.canSubmit).toBe(canSubmit)
  })
})

describe('login screen', () => {
  it('offers the demo account in demo mode and fills it in', async () => {
    const api = mockApi({
      'POST /main/login': () => loginReply(),
      'GET /main/banners': () => ok([]),
      'GET /main/demo_account': () => ok({ email: 'demo@tern.app', password: 'tern-demo' }),
    })
    requests = api.requests
    vi.stubGlobal('fetch', api.fetch)
    await renderApp({ path: '/login' })
    const offer = await screen.findByTestId('demo-account-offer')
    expect(offer.textContent).toContain('demo@tern.app')
    expect(offer.textContent).toContain('tern-demo')
    submit('Use the demo account')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@tern.app')
    submit('Log in')
    await waitFor(() => expect(authCalls()).toHaveLength(1))
    expect(authCalls()[0]?.body).toEqual({ name: 'demo@tern.app', pwd: 'tern-demo' })
  })

  it('offers nothing outside demo mode', async () => {
    const api = mockApi({ 'GET /main/banners': () => ok([]), 'GET /main/demo_account': () => ok(null) })
    requests = api.requests
    vi.stubGlobal('fetch', api.fetch)
    await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    await waitFor(() => expect(requests.some((request) => request.path === '/main/demo_account')).toBe(true))
    expect(screen.queryByTestId('demo-account-offer')).toBeNull()
  })

  it('blocks an empty account and shows both messages', async () => {
    await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    submit('Log in')
    expect(await screen.findByText('Please enter your phone number or email')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(authCalls()).toEqual([])
  })

  it('still sends the request when only the password is missing', async () => {
    await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    type('Email', 'ada@example.com')
    submit('Log in')
    expect(await screen.findByText('Please enter your password')).toBeTruthy()
    await waitFor(() => expect(authCalls()).toHaveLength(1))
    expect(authCalls()[0]?.body).toEqual({ name: 'ada@example.com', pwd: '' })
  })

  it("sends '+66' and the number as the name on the phone tab, stores the token and goes home after 1 s", async () => {
    const view = await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    expect(screen.getByRole('button', { name: 'Area code +66' })).toBeTruthy()
    type('Phone number', '81-234 5678')
    type('Password', 'secret1')
    submit('Log in')
    await waitFor(() => expect(authCalls()).toHaveLength(1))
    expect(authCalls()[0]?.body).toEqual({ name: '+66812345678', pwd: 'secret1' })
    expect(await screen.findByText('Signed in')).toBeTruthy()
    expect(localStorage.getItem('tern.token')).toBe('tok-new')
    expect(view.currentPath()).toBe('/login')
    await waitFor(() => expect(view.currentPath()).toBe('/'), { timeout: 2_000 })
  })

  it('shows the server message as a toast when the login fails', async () => {
    loginReply = () => fail('Wrong account or password', 'login_failed')
    const view = await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    type('Email', 'ada@example.com')
    type('Password', 'wrong-pass')
    submit('Log in')
    expect(await screen.findByText('Wrong account or password')).toBeTruthy()
    expect(localStorage.getItem('tern.token')).toBeNull()
    expect(view.currentPath()).toBe('/login')
  })

  it('picks another area code from the searchable country list', async () => {
    await renderApp({ path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome back' })
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    fireEvent.click(screen.getByRole('button', { name: 'Area code +66' }))
    const search = await screen.findByRole('searchbox', { name: 'Search country or code' })
    fireEvent.change(search, { target: { value: 'taiwan' } })
    fireEvent.click(await screen.findByRole('button', { name: /Taiwan.*\+886/ }))
    type('Phone number', '912345678')
    type('Password', 'secret1')
    submit('Log in')
    await waitFor(() => expect(authCalls()[0]?.body).toEqual({ name: '+886912345678', pwd: 'secret1' }))
  })
})

describe('register screen', () => {
  it("blocks a phone shorter than 6 digits with 'Please fill in correct phone'", async () => {
    await renderApp({ path: '/register' })
    await screen.findByRole('heading', { name: 'Create your account' })
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    type('Phone number', '12345')
    type('Password', 'secret1')
    submit('Register')
    expect(await screen.findByText('Please fill in correct phone')).toBeTruthy()
    expect(authCalls()).toEqual([])
  })

  it('requires the email on the email tab', async () => {
    await renderApp({ path: '/register' })
    await screen.findByRole('heading', { name: 'Create your account' })
    type('Password', 'secret1')
    submit('Register')
    expect(await screen.findByText('Please enter your email')).toBeTruthy()
    expect(authCalls()).toEqual([])
  })

  it('shows the 6-character message for a short password but still sends', async () => {
    await renderApp({ path: '/register' })
    await screen.findByRole('heading', { name: 'Create your account' })
    type('Email', 'new@example.com')
    type('Password', '123')
    submit('Register')
    expect(await screen.findByText('Please enter at least 6 characters')).toBeTruthy()
    await waitFor(() => expect(authCalls()).toHaveLength(1))
    expect(authCalls()[0]).toMatchObject({ path: '/main/register', body: { name: 'new@example.com', pwd: '123' } })
  })

  it('links the user agreement and the login screen', async () => {
    await renderApp({ path: '/register' })
    await screen.findByRole('heading', { name: 'Create your account' })
    expect(screen.getByRole('link', { name: 'User Agreement' }).getAttribute('href')).toBe('/content_type/2')
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
  })
})
