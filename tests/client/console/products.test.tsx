import type { ProductSettings, TimedDuration } from '@contract/console-data'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

let durations: TimedDuration[]
let requests: RecordedRequest[] = []

const settings = (): ProductSettings => ({
  timed: { durations, fees: [] },
  contract: [],
  spot: { fee: '2.5' },
  wallet: { recharge_min: '10', recharge_max: '100', withdraw_min: '10', withdraw_max: '100', withdraw_fee: '1' },
  texts: [],
})

beforeEach(() => {
  storeSession('admin')
  durations = [
    { seconds: 30, rate: '80', min: '10' },
    { seconds: 60, rate: '82', min: '10' },
  ]
  const api = mockApi({
    'GET /admin/products': () => ok(settings()),
    'GET /admin/invest_products': () => ok({ miner: [], earn: [] }),
    'POST /admin/products/timed_remove': (request) => {
      const { seconds } = request.body as { seconds: number }
      if (durations.length === 1) {
        return fail('Timed trading needs at least one duration: add another before removing this one.', 'validation')
      }
      durations = durations.filter((d) => d.seconds !== seconds)
      return ok(durations, 'Settings saved')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

const card = (title: string) => {
  const form = screen.getByRole('heading', { name: title }).closest('form')
  if (!form) throw new Error(`no card ${title}`)
  return within(form)
}
const removals = () => requests.filter((r) => r.path === '/admin/products/timed_remove')

describe('/console/products: removing a timed duration', () => {
  it('asks for confirmation with a reason, removes and refreshes the list', async () => {
    await renderApp({ path: '/console/products' })
    await screen.findByRole('heading', { name: '60 seconds' })
    fireEvent.click(card('60 seconds').getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the 60-second duration?' })
    expect(removals()).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(removals()).toEqual([])

    fireEvent.click(card('60 seconds').getByRole('button', { name: 'Remove' }))
    const again = await screen.findByRole('dialog')
    fireEvent.change(within(again).getByLabelText('Reason (audit log)'), { target: { value: ' Retired ' } })
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: '60 seconds' })).toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(removals().map((r) => r.body)).toEqual([{ seconds: 60, reason: 'Retired' }])
    expect(screen.getByRole('heading', { name: '30 seconds' })).toBeTruthy()
  })

  it('shows the refusal in the dialog and keeps the duration', async () => {
    durations = [{ seconds: 30, rate: '80', min: '10' }]
    await renderApp({ path: '/console/products' })
    await screen.findByRole('heading', { name: '30 seconds' })
    fireEvent.click(card('30 seconds').getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Timed trading needs at least one duration: add another before removing this one.')
    expect(screen.getByRole('heading', { name: '30 seconds' })).toBeTruthy()
  })
})
