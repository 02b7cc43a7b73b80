import type { AuditPage, AuditRecord } from '@contract/console'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

const change = {
  id: 9,
  operator: 'admin@tern.test',
  action: 'products.timed',
  target: 'product:12',
  before: '{"pid":12,"t":120,"rate":"80","min":"10","max":"5000"}',
  after: '{"pid":12,"t":120,"rate":"85","min":"10","max":"5000"}',
  reason: 'Raise the two-minute payout for the weekend campaign agreed with marketing',
  address: '203.0.113.7',
  created_at: '2026-11-20T10:00:00.000Z',
} satisfies AuditRecord
const older = { ...change, id: 3, action: 'deposit.approve', target: 'deposit:4', before: '', after: '', reason: '' }

let requests: RecordedRequest[] = []
/** Replaces the answers (a refusal, or one held back) when set. */
let auditAnswer: (() => Response | Promise<Response>) | null = null
let csvAnswer: () => Response | Promise<Response>
let saved: string[] = []

const csv = () =>
  new Response('id,created_at\n9,2026-11-20\n', { status: 200, headers: { 'content-type': 'text/csv' } })

beforeEach(() => {
  storeSession('admin')
  auditAnswer = null
  csvAnswer = csv
  saved = []
  const api = mockApi({
    'GET /admin/audit': (request) => {
      if (auditAnswer) return auditAnswer()
      const page = Number(request.query.get('page'))
      const answer: AuditPage = { items: page === 1 ? [change] : [older], page, page_size: 1, has_more: page === 1 }
      return ok(answer)
    },
    'GET /admin/audit.csv': () => csvAnswer(),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
})
afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

const pages = () => requests.filter((r) => r.path === '/admin/audit')
const exports = () => requests.filter((r) => r.path === '/admin/audit.csv')
const filterForm = () => {
  const form = screen.getByRole('button', { name: 'Filter' }).closest('form')
  if (!form) throw new Error('no filter form')
  return form
}

describe('/console/audit', () => {
  it('shows the newest entries in a focusable, named region; long cells keep their full text as a title', async () => {
    await renderApp({ path: '/console/audit' })
    const region = await screen.findByRole('region', { name: 'Audit log entries' })
    const row = await within(region).findByRole('row', { name: /products\.timed/ })
    expect(region.getAttribute('tabindex')).toBe('0')
    region.focus()
    expect(document.activeElement).toBe(region)
    expect(region.contains(within(region).getByRole('table'))).toBe(true)
    const cells = within(row).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/2026/),
      'admin@tern.test',
      'products.timed',
      'product:12',
      `${change.before} → ${change.after}`,
      change.reason,
      '203.0.113.7',
    ])
    expect(cells[4]?.querySelector('[title]')?.getAttribute('title')).toBe(`${change.before} → ${change.after}`)
    expect(cells[5]?.querySelector('[title]')?.getAttribute('title')).toBe(change.reason)
    expect(pages().map((r) => [r.query.toString(), r.headers.get('Authorization')])).toEqual([
      ['page=1', 'Bearer op-token'],
    ])
  })

  it('filters, then pages to older entries', async () => {
    await renderApp({ path: '/console/audit' })
    await screen.findByRole('row', { name: /products\.timed/ })
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'deposit.approve' } })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01T00:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(pages()).toHaveLength(2))
    const filtered = pages()[1]?.query
    expect(filtered?.get('action')).toBe('deposit.approve')
    expect(filtered?.get('from')).toBe(new Date('2026-11-01T00:00').toISOString())
    expect(filtered?.get('page')).toBe('1')
    expect(filtered?.has('operator')).toBe(false)

    fireEvent.click(await screen.findByRole('button', { name: 'Older' }))
    expect(await screen.findByRole('row', { name: /deposit\.approve/ })).toBeTruthy()
    expect(pages()[2]?.query.get('page')).toBe('2')
    expect(pages()[2]?.query.get('action')).toBe('deposit.approve')
    expect(screen.queryByRole('row', { name: /products\.timed/ })).toBeNull()
  })

  it('asks once when Filter is pressed again while the page is on its way, and keeps the last page meanwhile', async () => {
    await renderApp({ path: '/console/audit' })
    await screen.findByRole('row', { name: /products\.timed/ })
    let release: (response: Response) => void = () => undefined
    auditAnswer = () => new Promise<Response>((resolve) => (release = resolve))
    fireEvent.submit(filterForm())
    fireEvent.submit(filterForm())
    await waitFor(() => expect(pages()).toHaveLength(2))
    expect(screen.getByRole('row', { name: /products\.timed/ })).toBeTruthy()
    release(ok({ items: [older], page: 1, page_size: 1, has_more: false } satisfies AuditPage))
    expect(await screen.findByRole('row', { name: /deposit\.approve/ })).toBeTruthy()
    expect(pages()).toHaveLength(2)
  })

  it('shows a refusal to load once', async () => {
    auditAnswer = () => fail('Only an admin may read the audit log', 'forbidden')
    await renderApp({ path: '/console/audit' })
    expect((await screen.findByRole('alert')).textContent).toBe('Only an admin may read the audit log')
    expect(screen.getAllByText('Only an admin may read the audit log')).toHaveLength(1)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('downloads the CSV of the applied filters once per press, however often it is pressed', async () => {
    await renderApp({ path: '/console/audit' })
    await screen.findByRole('row', { name: /products\.timed/ })
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'admin@tern.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    let release: (response: Response) => void = () => undefined
    csvAnswer = () => new Promise<Response>((resolve) => (release = resolve))
    const download = screen.getByRole('button', { name: 'Download CSV' })
    act(() => {
      download.click()
      download.click()
    })
    await waitFor(() => expect(exports()).toHaveLength(1))
    expect(exports()[0]?.query.get('operator')).toBe('admin@tern.test')
    expect(exports()[0]?.headers.get('Authorization')).toBe('Bearer op-token')
    release(csv())
    await waitFor(() => expect(saved).toEqual(['tern-audit.csv']))
    expect(exports()).toHaveLength(1)
  })

  it('shows a failed export once', async () => {
    csvAnswer = () => new Response('', { status: 500 })
    await renderApp({ path: '/console/audit' })
    await screen.findByRole('row', { name: /products\.timed/ })
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed')
    expect(screen.getAllByText('The export failed')).toHaveLength(1)
    expect(saved).toEqual([])
  })
})
