import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// klinecharts needs a real canvas: the fake drives the DataLoader like klinecharts 10 does (STACK.md 5).
vi.mock('klinecharts', async () => (await import('./fake-chart')).klinechartsMock)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
})
