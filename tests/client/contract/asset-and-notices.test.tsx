import type { ContractNotice } from '@contract/contract-trading'
import type { AssetAnswer } from '@contract/wallet'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { assetAnswer } from '../wallet/fixtures'
import { contractOrder, pendingOrder } from './fixtures'

let requests: RecordedRequest[] = []
let notices: ContractNotice[] = []
const asset: AssetAnswer = {
  ...assetAnswer,
  info: { ...assetAnswer.info, profit: '70.00', contract_use: '41' },
  orders: [contractOrder(), pendingOrder()],
  contract: { margin_used: '41.00', unrealized: '10.00', realized: '-3.50', fees: '2.00' },
}

beforeEach(() => {
  notices = []
  const api = mockApi({
    'POST /api/asset': () => ok(asset),
    'GET /api/userinfo': () => ok(sampleUser),
    'GET /api/contract_notices': () => ok(notices),
    'POST /api/contract_notices_seen': () => {
      notices = []
      return ok(null)
    },
    'POST /api/contract_sell': () => ok(contractOrder({ status: 2 }), 'Position closed'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((request) => request.path === path)

describe('/asset contract tab', { timeout: 20_000 }, () => {
  it('shows the contract figures only (not the timed-order profit), positions and pending orders', async () => {
    await renderApp({ path: '/asset', token: 'tok' })
    await screen.findByText('12,345.67', undefined, { timeout: 15_000 })
    fireEvent.click(screen.getByRole('tab', { name: 'Contract account' }))
    const tab = screen.getByRole('region', { name: 'Contract account' })
    expect(within(tab).getByTestId('contract-margin-used').textContent).toBe('41.00')
    expect(within(tab).getByTestId('contract-unrealized').textContent).toBe('+10.00')
    expect(within(tab).getByTestId('contract-realized').textContent).toBe('−3.50')
    expect(within(tab).getByTestId('contract-fees').textContent).toBe('2.00')
    expect(tab.textContent).not.toContain('70.00')
    const position = within(tab).getByTestId('position-901')
    expect(position.textContent).toContain('59,698.49')
    expect(within(position).getByTestId('liq-distance-901').textContent).toBe('0.99 %')
    fireEvent.click(within(position).getByRole('button', { name: 'Close' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close 100%' }))
    await waitFor(() => expect(calls('/api/contract_sell')[0]?.body).toEqual({ oid: 901, share: 100 }))
    fireEvent.click(within(tab).getByRole('button', { name: 'Pending orders' }))
    expect(within(tab).getByTestId('pending-902').textContent).toContain('59,000.00')
  })
})

describe('close notices', { timeout: 20_000 }, () => {
  it('tells a signed-in user at app start what the engine closed, then marks it seen', async () => {
    notices = [
      {
        id: 31,
        order: contractOrder({
          status: 2,
          close_reason: 'liquidation',
          is_win: 2,
          profit: '-20.000000',
          sellprice: '59698.49',
          close_tick: { t: Date.UTC(2026, 0, 5, 12), price: '59698.49' },
        }),
      },
    ]
    await renderApp({ path: '/asset', token: 'tok' })
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Positions closed while you were away' },
      { timeout: 15_000 },
    )
    const notice = within(dialog).getByTestId('notice-31')
    expect(notice.textContent).toContain('Liquidation')
    expect(notice.textContent).toContain('59,698.49')
    expect(notice.textContent).toContain('−20.00')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(calls('/api/contract_notices_seen')[0]?.body).toEqual({ ids: [31] }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks nothing for visitors', async () => {
    await renderApp({ path: '/market' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls('/api/contract_notices')).toHaveLength(0)
  })
})
