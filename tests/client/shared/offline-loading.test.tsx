// A screen never opened online, opened offline: one clear state (the shell's "needs the network"), not that
// notice beside a "Loading…" that can never finish.
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

beforeEach(() => {
  vi.stubGlobal('fetch', mockApi({}).fetch)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('a never-opened screen offline', () => {
  it.each(['/miner', '/earn', '/withdraw_history', '/alert_detail/5', '/asset', '/contract_history', '/trade_history'])(
    '%s says only that it needs the network',
    async (path) => {
      await renderApp({ path, token: 'tok' })
      expect(await screen.findByText('Offline — this screen needs the network')).toBeTruthy()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.queryByText('Loading…')).toBeNull()
    },
  )
})
