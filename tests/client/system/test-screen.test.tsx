import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApi, ok } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { advance } from '../trading/fixtures'

describe('/test', () => {
  it('shows only a countdown dialog, from 30 down to "Time is up", restartable after closing', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /main/banners': () => ok([]) }).fetch)
    await renderApp({ path: '/test' })
    await screen.findByRole('dialog', { name: 'Countdown' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Start countdown' }))
    const dialog = screen.getByRole('dialog', { name: 'Countdown' })
    expect(within(dialog).getByRole('timer').textContent).toBe('30')
    expect(dialog.textContent).toContain('seconds remaining')
    await advance(1000)
    expect(within(dialog).getByRole('timer').textContent).toBe('29')
    await advance(29_000)
    expect(within(dialog).getByRole('timer').textContent).toBe('0')
    expect(dialog.textContent).toContain('Time is up')
  })
})
