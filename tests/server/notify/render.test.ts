import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../../contract/api'
import { notificationKinds, notificationParams } from '../../../contract/notifications'
import { renderNotification } from '../../../server/features/notify/render'

const at = '2026-03-05T14:07:09.000Z'
const row = (kind: string, params: Record<string, string>) => ({ kind, params: JSON.stringify(params) })

describe('renderNotification', () => {
  it('writes a deposit in the reader’s language with the amount formatted for it', () => {
    const deposit = row('deposit_approved', { amount: '1234.5', coin: 'USDT' })
    expect(renderNotification('en', deposit)).toEqual({
      title: 'Deposit credited',
      content: 'Your deposit of 1,234.50 USDT has been approved and credited to your balance.',
    })
    expect(renderNotification('de', deposit).content).toBe(
      'Ihre Einzahlung von 1.234,50 USDT wurde genehmigt und Ihrem Guthaben gutgeschrieben.',
    )
  })

  it('keeps every digit of an amount (no float on the way)', () => {
    const content = renderNotification(
      'en',
      row('deposit_approved', { amount: '9007199254740993.12345678', coin: 'BTC' }),
    )
    expect(content.content).toContain('9,007,199,254,740,993.12345678 BTC')
  })

  it('names the close reason, the deciding price and time of a contract close', () => {
    const params = { product: 'BTC/USDT', oid: '42', price: '64000.5', time: at, profit: '-12.3' }
    const liquidated = renderNotification('en', row('contract_closed', { ...params, reason: 'liquidation' }))
    expect(liquidated.title).toBe('Position liquidated')
    expect(liquidated.content).toBe(
      'Your BTC/USDT position (order 42) was closed at 64,000.5 on Mar 5, 2026, 2:07:09 PM UTC. Profit or loss: -12.30 USDT.',
    )
    expect(renderNotification('en', row('contract_closed', { ...params, reason: 'take_profit' })).title).toBe(
      'Take-profit executed',
    )
    expect(renderNotification('cn', row('contract_closed', { ...params, reason: 'stop_loss' })).title).toBe(
      '止损已成交',
    )
  })

  it('chooses the verification level’s sentence and appends the reason', () => {
    const rejected = renderNotification('en', row('verify_rejected', { level: 'advanced', reason: 'Blurred photo' }))
    expect(rejected.content).toBe('Your advanced identity verification was not approved. Reason: Blurred photo')
  })

  it('shows an announcement in the reader’s language, else in English', () => {
    const texts = JSON.stringify({
      en: { title: 'Hello', content: '<b>Hi</b>' },
      de: { title: 'Hallo', content: 'Hi' },
    })
    const announcement = { kind: 'announcement', params: '{}', announcement: { texts } }
    expect(renderNotification('de', announcement)).toEqual({ title: 'Hallo', content: 'Hi' })
    expect(renderNotification('jp', announcement)).toEqual({ title: 'Hello', content: '<b>Hi</b>' })
  })

  it('fills every placeholder of every kind in every language', () => {
    for (const kind of notificationKinds.filter((k) => k !== 'announcement')) {
      const params = Object.fromEntries(notificationParams[kind].map((p) => [p, p === 'time' ? at : '1']))
      for (const lang of languageCodes) {
        const { title, content } = renderNotification(lang, row(kind, params))
        expect(title, `${kind} ${lang}`).not.toMatch(/[{}]|^notify_/)
        expect(content, `${kind} ${lang}`).not.toMatch(/[{}]|^notify_/)
      }
    }
  })
})
