// The Verify result: the deciding tick and rule of a verified order in the reader's language and format, and each
// mismatch named.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { VerifyResult } from '@/features/verify'
import { renderApp } from '../../support/client/render'

const HOUR = Date.UTC(2026, 0, 5, 12)
const outcomeLabel = (outcome: number) => ['Tie', 'Won', 'Lost'][outcome] ?? ''
// Times are the reader's local time: the expected text is formatted the same way.
const tickTime = (t: number, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
    calendar: 'gregory',
  }).format(t)

afterEach(cleanup)

it('says at which tick and by which rule a verified order settled', async () => {
  const verdict = {
    ok: true as const,
    rule: 'last_tick_at_or_before_expiry' as const,
    tick: { t: HOUR + 30_000, price: '60012.34' },
    result: 1 as const,
    ploss: '80.000000',
  }
  await renderApp({ ui: <VerifyResult reply={{ verdict }} precision={2} outcomeLabel={outcomeLabel} /> })
  expect(screen.getByRole('status').textContent).toBe(
    `Verified: settled at 60,012.34 at ${tickTime(HOUR + 30_000, 'en-US')} by rule: the last tick at or before expiry.`,
  )
})

it('names each thing that does not match, in the reader’s language', async () => {
  const verdict = {
    ok: false as const,
    mismatches: [
      {
        kind: 'deciding_tick' as const,
        stored: { t: HOUR + 30_001, price: '59900.00' },
        rule: { t: HOUR + 30_000, price: '60012.34' },
      },
      { kind: 'result' as const, stored: 2 as const, rule: 1 as const },
    ],
  }
  await renderApp({ ui: <VerifyResult reply={{ verdict }} precision={2} outcomeLabel={outcomeLabel} /> })
  const items = screen.getAllByRole('listitem').map((li) => li.textContent)
  expect(items).toEqual([
    `Settled at 59,900.00 at ${tickTime(HOUR + 30_001, 'en-US')}, but the rule gives 60,012.34 at ${tickTime(HOUR + 30_000, 'en-US')}.`,
    'The stored result (Lost) is not what the rule gives (Won).',
  ])
  cleanup()
  await renderApp({
    language: 'de',
    ui: (
      <VerifyResult
        reply={{ verdict: { ok: false, mismatches: [{ kind: 'record', hour: HOUR, problem: 'signature' }] } }}
        precision={2}
        outcomeLabel={outcomeLabel}
      />
    ),
  })
  expect(screen.getByRole('alert').textContent).toContain(
    'lässt sich mit dem veröffentlichten Schlüssel nicht bestätigen',
  )
})
