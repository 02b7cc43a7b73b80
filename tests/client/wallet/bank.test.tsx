import type { BankRecord } from '@contract/wallet'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { approvedCard } from './fixtures'

let requests: RecordedRequest[] = []
let records: BankRecord[] = []

beforeEach(() => {
  records = [
    { ...approvedCard, id: 1, status: 0 },
    { ...approvedCard, id: 2, status: 2, reason: 'Name mismatch' },
    { ...approvedCard, id: 3, type: 1, currency: 'BTC', address: 'bc1q', bank: '', account: '' },
  ]
  const api = mockApi({
    'GET /api/bank': () => ok(records),
    'POST /api/addbank': () => ok(records[0], 'Saved'),
    'POST /api/allowlist_entry': (request) => {
      const { id, on } = request.body as { id: number; on: number }
      records = records.map((r) => (r.id === id ? { ...r, allowlisted_at: on ? '2026-03-01T12:00:00.000Z' : null } : r))
      return ok(
        records.find((r) => r.id === id),
        'Allow-list updated.',
      )
    },
    'POST /api/delbank': (request) => {
      records = records.filter((record) => record.id !== (request.body as { id: number }).id)
      return ok(null, 'Record deleted')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

describe('/bank', () => {
  it('puts an approved card on the withdrawal allow-list and says until when a new one waits', async () => {
    records = [
      { ...approvedCard, id: 4, usable_from: '2099-01-02T03:04:00.000Z' },
      { ...approvedCard, id: 1, status: 0 },
    ]
    await renderApp({ path: '/bank', token: 'tok' })
    const box = (await screen.findByRole('checkbox', { name: 'On the withdrawal allow-list' })) as HTMLInputElement
    // Only the approved card has the switch.
    expect(screen.getAllByRole('checkbox', { name: 'On the withdrawal allow-list' })).toHaveLength(1)
    expect(screen.getByText(/^Usable for withdrawals from .*2099/)).toBeTruthy()
    expect(box.checked).toBe(false)
    fireEvent.click(box)
    await vi.waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'On the withdrawal allow-list' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    )
    expect(requests.filter((r) => r.path === '/api/allowlist_entry').map((r) => r.body)).toEqual([{ id: 4, on: 1 }])
  })

  it('labels pending and rejected records and lists addresses on their own tab', async () => {
    await renderApp({ path: '/bank', token: 'tok' })
    expect(await screen.findByText('Pending review')).toBeTruthy()
    expect(screen.getByText('Rejected: Name mismatch')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Digital addresses' }))
    expect(screen.getByText('bc1q')).toBeTruthy()
    expect(screen.queryByText('Pending review')).toBeNull()
  })

  it('requires all six bank fields, and currency and address for an address', async () => {
    await renderApp({ path: '/bank', token: 'tok' })
    await screen.findByText('Pending review')
    fireEvent.click(screen.getByRole('button', { name: 'Add a bank card' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save bank card' }))
    expect(screen.getAllByRole('alert')).toHaveLength(6)
    // A fixed field loses its message at once.
    fireEvent.change(screen.getByLabelText('Bank name'), { target: { value: 'SCB' } })
    expect(screen.getAllByRole('alert')).toHaveLength(5)
    fireEvent.click(screen.getByRole('tab', { name: 'Digital addresses' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a currency',
      'USDT-ERC20',
      'USDT-TRC20',
      'USDC',
      'BUSD',
      'BTC',
      'ETH',
      'XRP',
      'BNB',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect(screen.getByText('Please select currency')).toBeTruthy()
    expect(screen.getByText('Please enter the address')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'USDT-TRC20' } })
    expect(screen.queryByText('Please select currency')).toBeNull()
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: ' TAddr ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await screen.findByText('Saved')
    expect(requests.find((request) => request.path === '/api/addbank')?.body).toEqual({
      type: 1,
      currency: 'USDT-TRC20',
      address: 'TAddr',
    })
  })

  it('deletes only after confirmation', async () => {
    await renderApp({ path: '/bank', token: 'tok' })
    await screen.findByText('Pending review')
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: 'Delete this record?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requests.some((request) => request.path === '/api/delbank')).toBe(false)
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await screen.findByText('Record deleted')
    expect(requests.find((request) => request.path === '/api/delbank')?.body).toEqual({ id: 1 })
  })
})
