// Offline, the chart opens with the candles it had (saved from the last load), not only the last two candles of
// the live refresh.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadLatestCandles } from '@/features/micro/api'
import { mockApi, ok } from '../../support/client/api-mock'
import { candles, klineAnswer } from '../market/fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the chart’s latest candles', () => {
  it('are saved online and read back when the network fails', async () => {
    const history = candles(120, Date.UTC(2026, 0, 5), 300_000)
    vi.stubGlobal('fetch', mockApi({ 'GET /main/kline/pid/12/t/5m': () => ok(klineAnswer(history)) }).fetch)
    expect(await loadLatestCandles(12, '5m', 120)).toEqual(history)

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await vi.waitFor(async () => expect(await loadLatestCandles(12, '5m', 120)).toEqual(history))
  })

  it('fail as before when nothing was saved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(loadLatestCandles(13, '1h', 120)).rejects.toThrow()
  })
})
