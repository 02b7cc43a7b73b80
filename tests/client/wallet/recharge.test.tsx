import { idempotencyHeader } from '@contract/wallet'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { rechargeConfig } from './fixtures'

// happy-dom cannot decode or draw images: accepted files skip the canvas (the browser test covers it).
vi.mock('@/shared/lib/image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/shared/lib/image')>()
  return {
    ...actual,
    scaleImageFile: (file: File) =>
      actual.isAcceptedImage(file) ? Promise.resolve('data:image/jpeg;base64,AAAA') : actual.scaleImageFile(file),
  }
})

let requests: RecordedRequest[] = []
/** Replaces the upload's answer (a refusal, or one held back) when set. */
let uploadAnswer: (() => Response | Promise<Response>) | null = null

beforeEach(() => {
  uploadAnswer = null
  const api = mockApi({
    'GET /api/recharge_config': () => ok(rechargeConfig),
    'POST /api/stream_upload/type/payimg': () => uploadAnswer?.() ?? ok({ src: '/uploads/p1.jpg', fname: 'p1.jpg' }),
    'POST /api/recharge': () => ok({ id: 1 }),
    'GET /api/recharge_history': () => ok([]),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload screenshot'), { target: { files: [file] } })
const markPaid = () => fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }))

describe('/recharge/{default_type}', () => {
  it('redirects to /login without a token', async () => {
    const view = await renderApp({ path: '/recharge/0' })
    expect(view.currentPath()).toBe('/login?next=%2Frecharge%2F0')
  })

  it('asks for a currency, the minimum and a screenshot', async () => {
    await renderApp({ path: '/recharge', token: 'tok' })
    await screen.findByPlaceholderText('Minimum deposit $10')
    markPaid()
    expect(screen.getByText('Please select currency')).toBeTruthy()
    expect(screen.getByText('Minimum deposit $10', { selector: '[role=alert]' })).toBeTruthy()
    expect(screen.getByText('Please upload payment screenshot')).toBeTruthy()
    expect(requests.some((request) => request.path === '/api/recharge')).toBe(false)
  })

  it('drops a message as soon as its field is fixed', async () => {
    await renderApp({ path: '/recharge', token: 'tok' })
    await screen.findByPlaceholderText('Minimum deposit $10')
    markPaid()
    expect(screen.getByText('Minimum deposit $10', { selector: '[role=alert]' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } })
    expect(screen.queryByText('Minimum deposit $10', { selector: '[role=alert]' })).toBeNull()
    fireEvent.click(screen.getByLabelText('USDT-TRC20'))
    expect(screen.queryByText('Please select currency')).toBeNull()
    expect(screen.getByText('Please upload payment screenshot')).toBeTruthy()
  })

  it('draws the address of the preselected currency as an SVG QR code and copies it', async () => {
    const writeText = vi.fn(async () => undefined)
    const clipboard = vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    await renderApp({ path: '/recharge/2', token: 'tok' })
    const qr = await screen.findByRole('img', { name: 'QR code of the BTC deposit address' })
    await waitFor(() => expect(qr.querySelector('svg')).toBeTruthy())
    expect(qr.querySelectorAll('svg rect, svg path').length).toBeGreaterThan(50)
    expect(screen.getByText('bc1-terndemo-btc')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await screen.findByText('Copied')
    expect(writeText).toHaveBeenCalledWith('bc1-terndemo-btc')
    clipboard.mockRestore()
    fireEvent.click(screen.getByLabelText('USDT-TRC20'))
    expect(await screen.findByText('TTernDemo-trc')).toBeTruthy()
  })

  it('refuses a text file with the JPG/PNG message and uploads nothing', async () => {
    await renderApp({ path: '/recharge/0', token: 'tok' })
    await screen.findByText('0xTernDemo-erc')
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Only JPG/PNG supported')).toBeTruthy()
    expect(requests.some((request) => request.path.startsWith('/api/stream_upload'))).toBe(false)
  })

  it('uploads once when a second file is chosen while the first is on its way', async () => {
    let release: (response: Response) => void = () => undefined
    uploadAnswer = () => new Promise<Response>((resolve) => (release = resolve))
    await renderApp({ path: '/recharge/1', token: 'tok' })
    await screen.findByText('TTernDemo-trc')
    const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' })
    act(() => {
      choose(png())
      choose(png())
    })
    const uploads = () => requests.filter((request) => request.path === '/api/stream_upload/type/payimg')
    await waitFor(() => expect(uploads()).toHaveLength(1))
    expect(screen.getByText('Uploading…')).toBeTruthy()
    release(ok({ src: '/uploads/p1.jpg', fname: 'p1.jpg' }))
    expect(await screen.findByAltText('Payment screenshot preview')).toBeTruthy()
    expect(uploads()).toHaveLength(1)
  })

  it('shows a refused upload once (the shell’s message) and no preview', async () => {
    uploadAnswer = () => fail('Too many uploads today', 'rate_limited')
    await renderApp({ path: '/recharge/1', token: 'tok' })
    await screen.findByText('TTernDemo-trc')
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }))
    expect(await screen.findByText('Too many uploads today')).toBeTruthy()
    expect(screen.getAllByText('Too many uploads today')).toHaveLength(1)
    expect(screen.queryByAltText('Payment screenshot preview')).toBeNull()
    expect(screen.getByText('Upload screenshot')).toBeTruthy()
  })

  it('uploads the proof, marks as paid with {type, amount, pic}, then goes to the history after 1 s', async () => {
    const view = await renderApp({ path: '/recharge/1', token: 'tok' })
    await screen.findByText('TTernDemo-trc')
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }))
    await screen.findByAltText('Payment screenshot preview')
    expect(requests.find((request) => request.path === '/api/stream_upload/type/payimg')?.body).toEqual({
      image: 'data:image/jpeg;base64,AAAA',
    })
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '25.1234567' } })
    expect(screen.getByRole('alert').textContent).toBe('At most 6 decimal places.')
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '２５' } })
    markPaid()
    await screen.findByText('Marked successfully, please wait for processing')
    const submitted = requests.find((request) => request.path === '/api/recharge')
    expect(submitted?.body).toEqual({ type: 1, amount: '25', pic: '/uploads/p1.jpg' })
    expect(submitted?.headers.get(idempotencyHeader)).toBeTruthy()
    expect(view.currentPath()).toBe('/recharge/1')
    await waitFor(() => expect(view.currentPath()).toBe('/recharge_history'), { timeout: 2000 })
  })
})

describe('/recharge_list', () => {
  it('links the coin deposit, the service deposit and history; external links open in a new tab', async () => {
    await renderApp({ path: '/recharge_list', token: 'tok' })
    expect((await screen.findByRole('link', { name: /Coin deposit/ })).getAttribute('href')).toBe('/recharge/0')
    expect(screen.getByRole('link', { name: /Deposit via service/ }).getAttribute('href')).toBe('/client_iframe')
    expect(screen.getByRole('link', { name: /Deposit history/ }).getAttribute('href')).toBe('/recharge_history')
    const binance = screen.getByRole('link', { name: 'Binance' })
    expect(binance.getAttribute('target')).toBe('_blank')
    expect(binance.getAttribute('rel')).toContain('noopener')
  })
})
