import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { statementPage, statementRow } from './fixtures'

let requests: RecordedRequest[] = []
let answer: (query: URLSearchParams) => unknown

const newest = [
  statementRow({ id: 30, reason: 'earn_mature', kind: 'invest', amount: '100.410958', ref: 'earn_order:4@2026-03-01' }),
  statementRow({ id: 29, reason: 'micro_fee', kind: 'fee', amount: '-0.1' }),
  statementRow({ id: 28, reason: 'deposit_credit', kind: 'deposit', asset: 'BTC', amount: '0.5', ref: 'deposit:7' }),
]
const older = [statementRow({ id: 12, reason: 'demo_grant', kind: 'grant', amount: '10000', ref: 'user:1' })]

// The screen's module graph is transformed once here, not inside the first test's time.
beforeAll(() => import('@/features/statement/StatementScreen'), 60_000)

beforeEach(() => {
  answer = (query) => (query.get('before') === '28' ? statementPage(older) : statementPage(newest, 28))
  const api = mockApi({ 'GET /api/statement': (request) => ok(answer(request.query)) })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const statementCalls = () => requests.filter((r) => r.path === '/api/statement')

describe('/statement', () => {
  it('lists every posting with its label, part, signed amount and reference, and loads older ones', async () => {
    await renderApp({ path: '/statement', token: 'tok' })
    const row = await screen.findByTestId('statement-30', {}, { timeout: 10_000 })
    expect(row.textContent).toContain('Earn principal and reward paid')
    expect(row.textContent).toContain('Staking and earn')
    expect(row.textContent).toContain('Available')
    expect(row.textContent).toContain('+100.410958 USDT')
    // The record as a person names it, linked to where the app lists it; never the ledger's machine reference.
    expect(within(row).getByRole('link', { name: 'Earn order #4' }).getAttribute('href')).toBe('/earn/1')
    expect(row.textContent).not.toContain('earn_order')
    expect(screen.getByTestId('statement-29').textContent).toContain('-0.10 USDT')
    expect(within(screen.getByTestId('statement-29')).getByRole('link', { name: 'Timed order #29' })).toBeTruthy()
    expect(screen.getByTestId('statement-28').textContent).toContain('+0.50 BTC')
    const deposit = within(screen.getByTestId('statement-28')).getByRole('link', { name: 'Deposit #7' })
    expect(deposit.getAttribute('href')).toBe('/recharge_history')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const grant = await screen.findByTestId('statement-12')
    expect(grant.textContent).toContain('Demo funds credited')
    expect(grant.textContent).toContain('Your account')
    expect(within(grant).queryByRole('link')).toBeNull()
    expect(statementCalls().at(-1)?.query.get('before')).toBe('28')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('sends the filters (days in order) and says when nothing matches', async () => {
    await renderApp({ path: '/statement', token: 'tok' })
    await screen.findByTestId('statement-30', {}, { timeout: 10_000 })
    answer = () => statementPage([])
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'BTC' } })
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'fee' } })
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-03-05' } })
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-03-01' } })
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy()
    const query = statementCalls().at(-1)?.query
    expect(Object.fromEntries(query ?? [])).toEqual({ asset: 'BTC', kind: 'fee', from: '2026-03-01', to: '2026-03-05' })
  })

  it('has an empty state for a new account', async () => {
    answer = () => statementPage([])
    await renderApp({ path: '/statement', token: 'tok' })
    expect(await screen.findByText('No balance changes yet.', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('offline, shows the last statement it loaded and says so', async () => {
    const online = await renderApp({ path: '/statement', token: 'tok-offline' })
    await screen.findByTestId('statement-30', {}, { timeout: 10_000 })
    // The saved answer is written shortly after it arrives.
    await new Promise((resolve) => setTimeout(resolve, 300))
    online.unmount()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    const calls = statementCalls().length
    await renderApp({ path: '/statement', token: 'tok-offline' })
    expect((await screen.findByTestId('statement-30', {}, { timeout: 10_000 })).textContent).toContain('+100.410958')
    expect((await screen.findByRole('status')).textContent).toMatch(/^Offline — data as of/)
    expect(statementCalls().length).toBe(calls)
    const exportButton = screen.getByRole('button', { name: 'Export CSV (needs network)' })
    expect((exportButton as HTMLButtonElement).disabled).toBe(true)
  })

  it('is in Thai for a Thai reader', async () => {
    await renderApp({ path: '/statement', token: 'tok', language: 'th' })
    const row = await screen.findByTestId('statement-29', {}, { timeout: 10_000 })
    expect(row.textContent).toContain('ค่าธรรมเนียมคำสั่งแบบกำหนดเวลา')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('รายการเดินบัญชี')
    expect(within(screen.getByRole('group', { name: 'ตัวกรอง' })).getByText('สินทรัพย์ทั้งหมด')).toBeTruthy()
  })
})
