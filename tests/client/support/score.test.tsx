import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const answer = {
  score: 65,
  grade: 'C',
  factors: [
    { key: 'base', points: 40, max: 40 },
    { key: 'basic', points: 15, max: 15 },
    { key: 'advanced', points: 0, max: 15 },
    { key: 'age', points: 0, max: 10 },
    { key: 'deposit', points: 0, max: 10 },
    { key: 'clean', points: 10, max: 10 },
  ],
}

beforeEach(() => {
  const api = mockApi({ 'GET /api/credit_score': () => ok(answer), 'GET /api/userinfo': () => ok(sampleUser) })
  vi.stubGlobal('fetch', api.fetch)
})

describe('/score', () => {
  it('sends visitors to /login', async () => {
    const view = await renderApp({ path: '/score' })
    expect(view.currentPath()).toBe('/login?next=%2Fscore')
  })

  it('shows the score, its grade, today as the assessment date and what raises it', async () => {
    await renderApp({ path: '/score', token: 'tok' })
    expect((await screen.findByTestId('credit-score')).textContent).toBe('65')
    expect(screen.getByText('Grade C')).toBeTruthy()
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date())
    expect(screen.getByText(`Assessed on ${today}`)).toBeTruthy()
    const rows = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Every account in good standing40/40',
      'Basic identity verification approved15/15',
      'Advanced identity verification approved0/15',
      'Account age: 5 points from 30 days, 10 from 180 days0/10',
      'At least one approved deposit0/10',
      'No rejected deposit or withdrawal in the last 180 days10/10',
    ])
  })

  it('speaks the user’s language, date included', async () => {
    await renderApp({ path: '/score', token: 'tok', language: 'th' })
    await screen.findByTestId('credit-score')
    // Thai words, the Gregorian year (one calendar for every language, as beside the chart).
    const today = new Intl.DateTimeFormat('th', { dateStyle: 'long', calendar: 'gregory' }).format(new Date())
    expect(today).toContain(String(new Date().getFullYear()))
    expect(screen.getByText(new RegExp(today))).toBeTruthy()
    expect(screen.queryByText('At least one approved deposit')).toBeNull()
  })
})
