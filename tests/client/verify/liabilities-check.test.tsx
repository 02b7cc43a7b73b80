// The asset screen's proof-of-liabilities check: the button runs the check (the worker stubbed here) for the
// signed-in user's id and token, and the result says per asset that the balance is included, with the total and
// the house's stated holdings, or exactly what failed, in the reader's language.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { LiabilitiesCheck, LiabilitiesResult } from '@/features/verify'
import type { LiabilitiesReply } from '@/features/verify/model'
import { mockApi, ok, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const run = vi.hoisted(() => ({ reply: null as unknown, calls: [] as unknown[][] }))
vi.mock('@/features/verify/run', () => ({
  verifyInWorker: vi.fn(),
  checkLiabilitiesInWorker: (...args: unknown[]) => {
    run.calls.push(args)
    return Promise.resolve(run.reply)
  },
}))

const AT = Date.UTC(2026, 0, 5, 0, 0, 5)
const when = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', calendar: 'gregory' }).format(AT)

const mixed: LiabilitiesReply = {
  snapshot: { id: 3, at: AT },
  verdicts: [
    {
      ok: true,
      asset: 'USDT',
      at: AT,
      balance: '1200.500000',
      total: '98765.000000',
      held: '150000.000000',
      users: 40,
    },
    { ok: false, asset: 'BTC', at: AT, problems: ['missing'] },
    { ok: true, asset: 'ETH', at: AT, balance: '0.25000000', total: '12.00000000', held: null, users: 3 },
  ],
}

beforeEach(() => {
  run.calls = []
  vi.stubGlobal('fetch', mockApi({ 'GET /api/userinfo': () => ok(sampleUser) }).fetch)
})
afterEach(cleanup)

it('runs the check for the signed-in user and shows each asset included, with the total and the stated holdings', async () => {
  run.reply = mixed
  await renderApp({ ui: <LiabilitiesCheck />, token: 'tok' })
  const button = await screen.findByRole('button', { name: 'Check my balance is included' })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(button)
  const result = await screen.findByTestId('liabilities-result')
  expect(run.calls).toEqual([['tok', sampleUser.id]])
  expect(result.getAttribute('role')).toBe('status')
  const line = (asset: string) => result.querySelector(`[data-asset="${asset}"]`)?.textContent
  expect(line('USDT')).toBe(
    'USDT: included. Your balance 1,200.50 is counted in the total of all users, 98,765.00. The house states it holds 150,000.00.',
  )
  expect(line('BTC')).toBe('BTC: none of yours is in this snapshot. If you held BTC at that time, it was left out.')
  expect(line('ETH')).toBe('ETH: included. Your balance 0.25 is counted in the total of all users, 12.00.')
  expect(result.textContent).toContain(`Snapshot of ${when('en-US')}`)
  expect(result.textContent).toContain('It does not prove that the house holds these assets.')
})

it('names exactly what failed, in the reader’s language', async () => {
  const failed: LiabilitiesReply = {
    snapshot: { id: 3, at: AT },
    verdicts: [{ ok: false, asset: 'USDT', at: AT, problems: ['signature', 'root', 'total'] }],
  }
  await renderApp({ ui: <LiabilitiesResult reply={failed} /> })
  const alert = screen.getByRole('alert')
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'The signature of the published total does not verify with the published key.',
    'Your balance and its path do not lead to the published root.',
    'The sums along the path do not add up to the published total.',
  ])
  expect(alert.textContent).toContain('USDT: not verified:')
  cleanup()
  const balance: LiabilitiesReply = {
    snapshot: { id: 3, at: AT },
    verdicts: [{ ok: false, asset: 'USDT', at: AT, problems: ['balance'] }],
  }
  await renderApp({ language: 'de', ui: <LiabilitiesResult reply={balance} /> })
  expect(screen.getByRole('listitem').textContent).toBe('Das Guthaben im Snapshot ist nicht das, das Sie hatten.')
  cleanup()
  await renderApp({ ui: <LiabilitiesResult reply={{ failed: true }} /> })
  expect(screen.getByRole('alert').textContent).toBe(
    'Could not check: the published snapshot or your proof could not be downloaded.',
  )
  cleanup()
  await renderApp({ ui: <LiabilitiesResult reply={{ none: true }} /> })
  expect(screen.getByRole('status').textContent).toBe(
    'No snapshot of balances has been published yet. Try again tomorrow.',
  )
})
