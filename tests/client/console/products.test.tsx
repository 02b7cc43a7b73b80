import type { ProductSettings, TimedDuration } from '@contract/console-data'
import type { OperatorEarnProduct, OperatorInvestProducts, OperatorMinerProduct } from '@contract/invest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

let durations: TimedDuration[]
let requests: RecordedRequest[] = []
let invest: OperatorInvestProducts
/** Replaces a POST's answer (a refusal, or one held back) when set for its path. */
let held: Record<string, () => Response | Promise<Response>> = {}

const node: OperatorMinerProduct = {
  id: 1,
  key: 'starter-node',
  titles: { en: 'Starter Node', de: 'Starter-Knoten' },
  min: '100',
  max: '5000',
  profit: '0.3',
  days: 7,
  limit: '10000',
  times: 3,
  cancel_cost: '0.5',
  status: 0,
  created_at: '2026-01-01T00:00:00.000Z',
}
const savings: OperatorEarnProduct = {
  id: 4,
  key: 'usdt-7d',
  titles: { en: '7-Day USDT Savings' },
  coin: 'USDT',
  ror: '4.5',
  min: '100.50',
  cycle: 7,
  status: 1,
  created_at: '2026-01-01T00:00:00.000Z',
}

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
  invest = { miner: [node], earn: [savings] }
  held = {}
  const answer = (path: string, answer: () => Response) => () => held[path]?.() ?? answer()
  const api = mockApi({
    'GET /admin/products': () => ok(settings()),
    'GET /admin/invest_products': () => ok(invest),
    'POST /admin/products/spot': answer('/admin/products/spot', () => ok({ fee: '3' }, 'Settings saved')),
    'POST /admin/miner_products': answer('/admin/miner_products', () => {
      const created = { ...node, id: 2, key: 'operator-x', titles: { en: 'Weekend Node' }, min: '10', max: '500' }
      invest = { ...invest, miner: [...invest.miner, created] }
      return ok(created)
    }),
    'POST /admin/earn_products/4/resume': answer('/admin/earn_products/4/resume', () => {
      invest = { ...invest, earn: [{ ...savings, status: 0 }] }
      return ok({ id: 4, kind: 'earn', status: 0 })
    }),
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

/** The products screen, loaded (a shuffled run may take any test first, before the screen's chunk is in). */
async function openProducts(): Promise<void> {
  await renderApp({ path: '/console/products' })
  await screen.findByRole('heading', { name: 'Spot' })
}

const card = (title: string) => {
  const form = screen.getByRole('heading', { name: title }).closest('form')
  if (!form) throw new Error(`no card ${title}`)
  return within(form)
}
const removals = () => requests.filter((r) => r.path === '/admin/products/timed_remove')

describe('/console/products: removing a timed duration', () => {
  it('asks for confirmation with a reason, removes and refreshes the list', async () => {
    await openProducts()
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
    await openProducts()
    await screen.findByRole('heading', { name: '30 seconds' })
    fireEvent.click(card('30 seconds').getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Timed trading needs at least one duration: add another before removing this one.')
    expect(screen.getByRole('heading', { name: '30 seconds' })).toBeTruthy()
  })
})

/** Holds the answer to a POST to `path` until the returned function releases it. */
function hold(path: string): (response: Response) => void {
  let release: (response: Response) => void = () => undefined
  held[path] = () => new Promise<Response>((resolve) => (release = resolve))
  return (response) => release(response)
}
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path)

describe('/console/products: saving settings', () => {
  it('saves once when Save is pressed again while the change is on its way', async () => {
    const release = hold('/admin/products/spot')
    await openProducts()
    const spot = card('Spot')
    fireEvent.change(await spot.findByLabelText('Spot fee %'), { target: { value: '3' } })
    const save = spot.getByRole('button', { name: 'Save' })
    const form = save.closest('form') as HTMLFormElement
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    await waitFor(() => expect(posts('/admin/products/spot')).toHaveLength(1))
    expect(save.getAttribute('aria-busy')).toBe('true')
    release(ok({ fee: '3' }, 'Settings saved'))
    expect((await spot.findByRole('status')).textContent).toBe('Saved: new orders get these terms')
    expect(posts('/admin/products/spot').map((r) => r.body)).toEqual([{ fee: '3', reason: '' }])
  })

  it('shows a refused change once, on its card', async () => {
    held['/admin/products/spot'] = () =>
      fail('The spot fee must be a percent below 100 with at most 4 decimals.', 'validation')
    await openProducts()
    const spot = card('Spot')
    fireEvent.change(await spot.findByLabelText('Spot fee %'), { target: { value: '100' } })
    fireEvent.click(spot.getByRole('button', { name: 'Save' }))
    const text = 'The spot fee must be a percent below 100 with at most 4 decimals.'
    expect((await spot.findByRole('alert')).textContent).toBe(text)
    expect(screen.getAllByText(text)).toHaveLength(1)
  })
})

describe('/console/products: staking and earn', () => {
  it('shows the products’ USDT amounts as sent, and creates one with decimal strings', async () => {
    await openProducts()
    const starter = await screen.findByRole('article', { name: 'Starter Node' })
    expect(starter.textContent).toContain('100 – 5,000 USDT')
    expect(starter.textContent).toContain('On sale')
    const earn = screen.getByRole('article', { name: 'usdt-7d' })
    expect(earn.textContent).toContain('From 100.50 USDT')
    expect(earn.textContent).toContain('Paused')

    const form = card('New staking product')
    const fill = { 'Title (English)': 'Weekend Node', 'Minimum (USDT)': '10', 'Maximum (USDT)': '500' }
    for (const [label, value] of Object.entries(fill)) {
      fireEvent.change(form.getByLabelText(label), { target: { value } })
    }
    fireEvent.change(form.getByLabelText('Profit % a day'), { target: { value: '0.25' } })
    fireEvent.change(form.getByLabelText('Days'), { target: { value: '2' } })
    fireEvent.change(form.getByLabelText('Most held per user (USDT, 0 no limit)'), { target: { value: '1000.5' } })
    fireEvent.change(form.getByLabelText('Early cancel cost % a day'), { target: { value: '1' } })
    fireEvent.click(form.getByRole('button', { name: 'Create' }))
    expect(await screen.findByRole('article', { name: 'Weekend Node' })).toBeTruthy()
    expect(posts('/admin/miner_products').map((r) => r.body)).toEqual([
      {
        titles: { en: 'Weekend Node' },
        min: '10',
        max: '500',
        profit: '0.25',
        days: '2',
        cancel_cost: '1',
        limit: '1000.5',
      },
    ])
    expect(screen.getByRole('article', { name: 'Weekend Node' }).textContent).toContain('10 – 500 USDT')
  })

  it('creates once when Create is pressed again, and shows a refusal once', async () => {
    const release = hold('/admin/miner_products')
    await openProducts()
    const form = card('New staking product')
    fireEvent.change(await form.findByLabelText('Minimum (USDT)'), { target: { value: '10.5' } })
    const create = form.getByRole('button', { name: 'Create' })
    act(() => {
      create.click()
      create.click()
    })
    await waitFor(() => expect(posts('/admin/miner_products')).toHaveLength(1))
    expect(create.getAttribute('aria-busy')).toBe('true')
    release(fail('min must be a whole number of USDT.', 'validation'))
    expect((await form.findByRole('alert')).textContent).toBe('min must be a whole number of USDT.')
    expect(screen.getAllByText('min must be a whole number of USDT.')).toHaveLength(1)
    expect(posts('/admin/miner_products')).toHaveLength(1)
  })

  it('resumes once when Resume is pressed again while the change is on its way, then shows the product on sale', async () => {
    const release = hold('/admin/earn_products/4/resume')
    await openProducts()
    const earn = await screen.findByRole('article', { name: 'usdt-7d' })
    const resume = within(earn).getByRole('button', { name: 'Resume' })
    act(() => {
      resume.click()
      resume.click()
    })
    await waitFor(() => expect(posts('/admin/earn_products/4/resume')).toHaveLength(1))
    expect(within(earn).getByRole('button', { name: 'End' }).hasAttribute('disabled')).toBe(true)
    invest = { ...invest, earn: [{ ...savings, status: 0 }] }
    release(ok({ id: 4, kind: 'earn', status: 0 }))
    await waitFor(() => expect(earn.textContent).toContain('On sale'))
    expect(posts('/admin/earn_products/4/resume')).toHaveLength(1)
  })

  it('shows a refused status change once', async () => {
    held['/admin/earn_products/4/resume'] = () => fail('This was already decided.', 'already_decided')
    await openProducts()
    const earn = await screen.findByRole('article', { name: 'usdt-7d' })
    fireEvent.click(within(earn).getByRole('button', { name: 'Resume' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This was already decided.')
    expect(screen.getAllByText('This was already decided.')).toHaveLength(1)
  })
})
