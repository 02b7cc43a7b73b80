import type { ContractOrder } from '@contract/contract-trading'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cardOfContract, cardOfMicro, percentOf } from '@/features/statement/share-model'
import { renderApp } from '../../support/client/render'
import { microOrder } from '../trading/fixtures'

vi.mock('@/features/statement/share-card', () => ({
  renderCardPng: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}))

const closed = {
  oid: 77,
  pid: 12,
  pname: 'BTC/USDT',
  logo: '',
  type: 0,
  status: 2,
  price_type: 0,
  hand: '1',
  level: 50,
  num: '100.000000',
  notional: '5000.000000',
  fee: '2.500000',
  buyprice: '60000.00',
  sellprice: '61200.00',
  price: '61200.00',
  profit: '100.000000',
  stop_win: '',
  stop_loss: '',
  liq_price: '',
  maintenance: '0.5',
  close_reason: 'user',
  is_win: 1,
  addtime: '2026-03-01T10:00:00.000Z',
  opentime: '2026-03-01T10:00:00.000Z',
  closetime: '2026-03-01T11:00:00.000Z',
  open_tick: null,
  close_tick: null,
  parent_oid: null,
} satisfies ContractOrder

describe('the share card content', () => {
  it.each([
    ['100', '100', '+100.00'],
    ['-100.000000', '100.000000', '-100.00'],
    ['+16.000000', '20.000000', '+80.00'],
    ['0.00', '50', '0.00'],
    ['1', '3', '+33.33'],
    ['-2', '3', '-66.67'],
    ['0.000001', '3', '0.00'],
  ])('%s over %s gives %s percent', (result, base, expected) => {
    expect(percentOf(result, base)).toBe(expected)
  })

  it('holds product, side, leverage, prices and the return on margin, never an amount', () => {
    const card = cardOfContract(closed)
    expect(card).toEqual({
      product: 'BTC/USDT',
      side: 'long',
      leverage: 50,
      seconds: null,
      entry: '60000.00',
      exit: '61200.00',
      pnlPercent: '+100.00',
      closedAt: '2026-03-01T11:00:00.000Z',
    })
    const values = JSON.stringify(card)
    for (const amount of [closed.num, closed.profit, closed.fee, closed.notional]) expect(values).not.toContain(amount)
    expect(cardOfContract({ ...closed, status: 1, closetime: null })).toBeNull()
  })

  it('makes a timed order card only once it is settled', () => {
    const settled = microOrder({
      status: 2,
      type: 1,
      sellprice: '64100.00',
      ploss: '-20.000000',
      num: '20.000000',
      result: 2,
      settlement: { t: Date.UTC(2026, 2, 1, 12), price: '64100.00' },
    })
    expect(cardOfMicro(settled)).toMatchObject({
      side: 'down',
      leverage: null,
      pnlPercent: '-100.00',
      exit: '64100.00',
    })
    expect(cardOfMicro(microOrder({ status: 1 }))).toBeNull()
  })
})

describe('ShareCardButton', () => {
  // The dialog's module graph is transformed once here, not inside the first test's time.
  beforeAll(() => import('@/features/statement/components/ShareCardDialog'), 60_000)
  let clicked: string[] = []
  beforeEach(() => {
    clicked = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    URL.createObjectURL = vi.fn(() => 'blob:card')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows the card and downloads it where the browser cannot share files', async () => {
    const { ShareCardButton } = await import('@/features/statement')
    await renderApp({ ui: <ShareCardButton card={cardOfContract(closed)} /> })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share result' }, { timeout: 10_000 })
    expect(((await screen.findByRole('img')) as HTMLImageElement).src).toBe('blob:card')
    expect(dialog.textContent).not.toContain('100.000000')
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }))
    await vi.waitFor(() => expect(clicked).toEqual(['tern-BTC-USDT-2026-03-01.png']))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shares the file through the system sheet where it can', async () => {
    const share = vi.fn(async () => undefined)
    Object.assign(navigator, { share, canShare: () => true })
    try {
      const { ShareCardButton } = await import('@/features/statement')
      render(<ShareCardButton card={null} />)
      expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
      await renderApp({ ui: <ShareCardButton card={cardOfContract(closed)} /> })
      fireEvent.click(screen.getByRole('button', { name: 'Share' }))
      await screen.findByRole('dialog', {}, { timeout: 10_000 })
      await screen.findByRole('img')
      const buttons = screen.getAllByRole('button', { name: 'Share' })
      fireEvent.click(buttons.at(-1) as HTMLElement)
      await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1))
      const [data] = share.mock.calls[0] as unknown as [{ files: File[]; title: string }]
      expect(data.files[0]?.name).toBe('tern-BTC-USDT-2026-03-01.png')
      expect(data.title).toBe('My result on Tern')
      expect(clicked).toEqual([])
    } finally {
      Reflect.deleteProperty(navigator, 'share')
      Reflect.deleteProperty(navigator, 'canShare')
    }
  })
})
