import type { BankRecord, WithdrawDetail } from '@contract/wallet'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { approvedCard, withdrawInfo } from './fixtures'

let requests: RecordedRequest[] = []
let accounts: BankRecord[] = []

beforeEach(() => {
  accounts = [approvedCard]
  const api = mockApi({
    'GET /api/withdraw_info': () => ok(withdrawInfo(accounts)),
    'POST /api/withdraw': () =>
      ok(
        { request_id: 5, method: 'email', expires_at: '2026-03-01T12:10:00.000Z' },
        'We have mailed you a code to confirm this withdrawal. It is valid for 10 minutes.',
      ),
    'POST /api/withdraw_confirm': (request) =>
      (request.body as { code: string }).code === '135790'
        ? ok(
            { id: 3, order_id: 'W3', amount: '20', fee: '1', add_time: '', status: 0, status_desc: '', reason: '' },
            'Withdrawal submitted, please wait for processing.',
          )
        : fail('The code is wrong or has expired.', 'wrong_code'),
    'GET /api/withdraw_history': () => ok([]),
    'GET /api/bank': () => ok([]),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

/** The confirmation sheet that follows a request: the mailed code, then Confirm. */
async function confirmWithCode(code = '135790') {
  const sheet = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  fireEvent.change(within(sheet).getByLabelText('Confirmation code'), { target: { value: code } })
  fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }))
}

describe('/withdraw', () => {
  it('asks to bind a bank card or address first, with a button to /bank', async () => {
    accounts = []
    const view = await renderApp({ path: '/withdraw', token: 'tok' })
    const dialog = await screen.findByRole('dialog', { name: 'Bind an account first' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind now' }))
    expect(view.currentPath()).toBe('/bank')
  })

  it('shows each bank field message, the amount and agreement messages, and sends nothing', async () => {
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    for (const message of [
      'Please enter the bank name',
      'Please enter the branch',
      'Please enter the card number',
      "Please enter the account holder's name",
      'Please enter the ID number',
      'Please enter the contact number',
      'Please enter withdrawal amount',
      'Please accept the withdrawal agreement',
    ]) {
      expect(screen.getByText(message)).toBeTruthy()
    }
    expect(requests.some((request) => request.path === '/api/withdraw')).toBe(false)
  })

  it('drops a message as soon as its field is fixed', async () => {
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('Please enter the bank name')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Bank name'), { target: { value: 'SCB' } })
    expect(screen.queryByText('Please enter the bank name')).toBeNull()
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '5' } })
    expect(screen.getByText('The minimum withdrawal is 10 USDT')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '50' } })
    expect(screen.queryByText('The minimum withdrawal is 10 USDT')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox'))
    expect(screen.queryByText('Please accept the withdrawal agreement')).toBeNull()
  })

  it('normalizes a decimal comma and refuses more than 6 decimals in the amount', async () => {
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    const amount = screen.getByLabelText('Amount (USDT)') as HTMLInputElement
    fireEvent.change(amount, { target: { value: '1 000,50' } })
    expect(amount.value).toBe('1000.50')
    fireEvent.change(amount, { target: { value: '１.５' } })
    expect(amount.value).toBe('1.5')
    fireEvent.change(amount, { target: { value: '20.1234567' } })
    expect(amount.value).toBe('20.1234567')
    expect(screen.getByRole('alert').textContent).toBe('At most 6 decimal places.')
  })

  it('accepts digits and one dot only, checks the minimum, links the agreement, and submits the address tab', async () => {
    const view = await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    expect(screen.getByRole('link', { name: 'withdrawal agreement' }).getAttribute('href')).toBe('/content_type/7')
    fireEvent.click(screen.getByRole('tab', { name: 'Digital address' }))
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('Please enter the address')).toBeTruthy()
    const amount = screen.getByLabelText('Amount (USDT)') as HTMLInputElement
    fireEvent.change(amount, { target: { value: '5,50' } })
    expect(amount.value).toBe('5.50')
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'TAddr' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('The minimum withdrawal is 10 USDT')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    // Nothing is withdrawn before the code: a wrong one keeps the sheet open.
    await confirmWithCode('000000')
    await screen.findByText('The code is wrong or has expired.')
    expect(view.currentPath()).toBe('/withdraw')
    await confirmWithCode()
    await screen.findByText('Withdrawal submitted, please wait for processing.')
    await screen.findByText('No withdrawals yet')
    expect(requests.find((request) => request.path === '/api/withdraw')?.body).toEqual({
      tabType: 1,
      amount: '20',
      network: 'trc20',
      coin_address: 'TAddr',
    })
    expect(view.currentPath()).toBe('/withdraw_history')
  })
})

describe('/withdraw bound accounts', () => {
  const secondCard: BankRecord = { ...approvedCard, id: 8, bank: 'SCB', branch: 'Asok', account: '5550001111' }
  const address: BankRecord = { ...approvedCard, id: 9, type: 1, currency: 'USDT-ERC20', address: '0xabc' }
  const picker = () => screen.getByLabelText('Bound accounts') as HTMLSelectElement

  it('keeps the chosen account shown after filling its fields, and lets the user pick another', async () => {
    accounts = [approvedCard, secondCard, address]
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    expect(picker().value).toBe('')
    fireEvent.change(picker(), { target: { value: '8' } })
    expect(picker().value).toBe('8')
    expect(picker().selectedOptions[0]?.textContent).toBe('SCB 5550001111')
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('5550001111')
    fireEvent.change(picker(), { target: { value: '7' } })
    expect(picker().value).toBe('7')
    expect((screen.getByLabelText('Bank name') as HTMLInputElement).value).toBe('Kasikorn')
    // The details no longer match a bound account once edited: the picker says so instead of naming one.
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '1234567899' } })
    expect(picker().value).toBe('')
  })

  it('withdraws to a bound card with only the amount and the agreement: its masked ID and contact number fill in', async () => {
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    fireEvent.change(picker(), { target: { value: '7' } })
    const idcard = screen.getByLabelText('ID number') as HTMLInputElement
    expect(idcard.value).toBe('*************1234')
    expect(idcard.readOnly).toBe(true)
    expect((screen.getByLabelText('Contact number') as HTMLInputElement).value).toBe('*******5678')
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await confirmWithCode()
    await screen.findByText('Withdrawal submitted, please wait for processing.')
    expect(requests.find((request) => request.path === '/api/withdraw_confirm')?.body).toEqual({
      id: 5,
      code: '135790',
    })
    expect(requests.find((request) => request.path === '/api/withdraw')?.body).toMatchObject({
      tabType: 0,
      bank_account: '1234567890',
      name: 'Ada L',
      idcard: '*************1234',
      phone: '*******5678',
      amount: '20',
    })
  })

  it('says until when a newly bound destination waits', async () => {
    accounts = [{ ...approvedCard, usable_from: '2099-01-02T03:04:00.000Z' }, secondCard]
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    fireEvent.change(picker(), { target: { value: '7' } })
    expect(screen.getByRole('status').textContent).toMatch(
      /^New destinations wait before use\. Withdrawals to this one are possible from .*2099.*\.$/,
    )
    fireEvent.change(picker(), { target: { value: '8' } })
    expect(screen.queryByText(/New destinations wait before use/)).toBeNull()
  })

  it('keeps a chosen address and its network on the address tab', async () => {
    accounts = [approvedCard, address]
    await renderApp({ path: '/withdraw', token: 'tok' })
    await screen.findByText('Available:', { exact: false })
    fireEvent.click(screen.getByRole('tab', { name: 'Digital address' }))
    fireEvent.change(picker(), { target: { value: '9' } })
    expect(picker().value).toBe('9')
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('erc20')
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('0xabc')
  })
})

describe('/withdraw_history and /withdraw_detail/{id}', () => {
  it('shows the error with no rows when the history cannot load', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/withdraw_history': () => Response.error() }).fetch)
    // The shell logs network failures.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderApp({ path: '/withdraw_history', token: 'tok' })
    expect(await screen.findByText('Network error. Retrying…')).toBeTruthy()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.queryAllByRole('link', { name: /USDT/ })).toHaveLength(0)
  })

  it('loads the withdrawal of the route id', async () => {
    const detail: WithdrawDetail = {
      id: 5,
      order_id: 'W20240101000005',
      amount: '20',
      fee: '1',
      add_time: '2024-01-01T12:00:00.000Z',
      status: 0,
      status_desc: 'Under review',
      reason: '',
      bank_info: { type: 1, network: 'trc20', currency: 'USDT-TRC20', address: 'TAddr' },
    }
    const api = mockApi({ 'POST /api/withdraw_detail': () => ok(detail) })
    vi.stubGlobal('fetch', api.fetch)
    await renderApp({ path: '/withdraw_detail/5', token: 'tok' })
    expect(await screen.findByText('W20240101000005')).toBeTruthy()
    expect(screen.getByText('TAddr')).toBeTruthy()
    const detailCalls = api.requests.filter((request) => request.path === '/api/withdraw_detail')
    expect(detailCalls.map((request) => request.body)).toEqual([{ id: 5 }])
  })

  it('says once that another user’s withdrawal was not found', async () => {
    const api = mockApi({
      'POST /api/withdraw_detail': () => fail('The requested item was not found.', 'not_found'),
    })
    vi.stubGlobal('fetch', api.fetch)
    await renderApp({ path: '/withdraw_detail/9', token: 'tok' })
    expect(await screen.findByText('This withdrawal was not found.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryAllByText(/not found/i)).toHaveLength(1)
  })
})
