// "Verify" on a closed contract position in the history: the card sends the position's claim (its placement tick
// time, its ticks and its stops over time) to the check and shows the verdict by the rule that closed it, or each
// thing that does not match with the close reasons in the reader's words.
import type { ContractHistoryEntry } from '@contract/contract-trading'
import type { ContractVerdict } from '@contract/verify/contract'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { HistoryCard } from '@/features/contract/components/HistoryCard'
import type { VerifyClaim, VerifyReply } from '@/features/verify/model'
import { renderApp } from '../../support/client/render'
import { contractOrder, historyPage } from './fixtures'

const check = vi.hoisted(() => ({ reply: null as VerifyReply | null, claims: [] as VerifyClaim[] }))
vi.mock('@/features/verify/run', () => ({
  verifyInWorker: async (claim: VerifyClaim) => {
    check.claims.push(claim)
    return check.reply
  },
}))

afterEach(() => {
  cleanup()
  check.claims = []
})

const OPEN = Date.UTC(2026, 0, 5, 9, 30)
const CLOSE = Date.UTC(2026, 0, 5, 10, 0, 0, 250)
const stops = [
  { from_t: OPEN, stop_win: '61000.00', stop_loss: '' },
  { from_t: OPEN + 60_000, stop_win: '60500.00', stop_loss: '' },
]
const closed: ContractHistoryEntry = {
  ...(historyPage([
    contractOrder({
      oid: 950,
      status: 2,
      sellprice: '60600.00',
      price: '60600.00',
      profit: '20.000000',
      is_win: 1,
      stop_win: '60500.00',
      close_reason: 'take_profit',
      closetime: '2026-01-05T10:00:00.300Z',
      close_tick: { t: CLOSE, price: '60600.00' },
    }),
  ]).data[0] as ContractHistoryEntry),
  placed_t: OPEN,
  stops,
}
const tickTime = (t: number) =>
  new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
    calendar: 'gregory',
  }).format(t)

it('checks a closed position by its claim and says by which rule it closed', async () => {
  const verdict: ContractVerdict = {
    ok: true,
    rule: 'first_tick_through_take_profit',
    tick: { t: CLOSE, price: '60600.00' },
    reason: 'take_profit',
    profit: '20.000000',
  }
  check.reply = { verdict }
  await renderApp({ ui: <HistoryCard order={closed} /> })
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
  expect((await screen.findByRole('status')).textContent).toBe(
    `Verified: closed at 60,600.00 at ${tickTime(CLOSE)} by rule: the first tick at or through the take-profit in force.`,
  )
  expect(check.claims).toEqual([
    {
      kind: 'contract',
      claim: expect.objectContaining({
        id: 950,
        placedT: OPEN,
        closedAt: Date.parse('2026-01-05T10:00:00.300Z'),
        open: { t: OPEN, price: '60000.00' },
        close: { t: CLOSE, price: '60600.00' },
        reason: 'take_profit',
        profit: '20.000000',
        stops,
      }),
    },
  ])
})

it('names each mismatch with the close reasons in the reader’s words, and shows no Verify on an open position', async () => {
  check.reply = {
    verdict: {
      ok: false,
      mismatches: [
        { kind: 'close_reason', stored: 'user', rule: 'take_profit' },
        { kind: 'liq_price', stored: '59700.00', rule: '59698.49' },
      ],
    },
  }
  await renderApp({ ui: <HistoryCard order={closed} /> })
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
  const alert = await screen.findByRole('alert')
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'The stored close reason (Closed by you) is not what the rule gives (Take-profit).',
    'The stored liquidation price 59,700.00 is not what the rule gives: 59,698.49.',
  ])
  cleanup()
  const open = historyPage([contractOrder({ oid: 951 })]).data[0] as ContractHistoryEntry
  await renderApp({ ui: <HistoryCard order={{ ...open, placed_t: OPEN }} /> })
  expect(screen.getByTestId('history-951')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull()
})
