import { describe, expect, it } from 'vitest'
import { deepLinkOf, urgencyOf } from '../../../server/features/push/payload'

const closed = (params: Record<string, string>) => ({ id: 41, kind: 'contract_closed', params: JSON.stringify(params) })
const byTitle = (title: string) => (title === 'BTC/USDT' ? 12 : undefined)

describe('push deep links', () => {
  it('open the contract screen of the product a closed position names by id', () => {
    expect(deepLinkOf(closed({ pid: '13', product: 'BTC/USDT', reason: 'stop_loss' }), byTitle)).toBe('/contract/13')
  })

  it('find the product by its title in notices written before they carried its id', () => {
    expect(deepLinkOf(closed({ product: 'BTC/USDT', reason: 'take_profit' }), byTitle)).toBe('/contract/12')
  })

  it('fall back to the inbox entry when the product is unknown or the parameters are damaged', () => {
    expect(deepLinkOf(closed({ product: 'Gone/USDT' }), byTitle)).toBe('/alert_detail/41')
    expect(deepLinkOf(closed({ pid: '../admin', product: 'Gone/USDT' }), byTitle)).toBe('/alert_detail/41')
    expect(deepLinkOf({ id: 41, kind: 'contract_closed', params: '{' }, byTitle)).toBe('/alert_detail/41')
    expect(deepLinkOf({ id: 42, kind: 'deposit_approved', params: '{}' }, byTitle)).toBe('/alert_detail/42')
  })

  it('are urgent for a liquidation only', () => {
    expect(urgencyOf(closed({ reason: 'liquidation' }))).toBe('high')
    expect(urgencyOf(closed({ reason: 'stop_loss' }))).toBe('normal')
  })
})
