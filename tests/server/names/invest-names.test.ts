// Earn and staking titles by UserLang, and maturity notifications naming the product in the reader's language
// (also rows written before notifications carried a reference).
import { afterEach, describe, expect, it } from 'vitest'
import type { EarnOrder, EarnsAnswer, MinerListAnswer } from '../../../contract/invest'
import type { AlertsPage } from '../../../contract/notifications'
import { createHarness, type Harness } from '../../support/server/harness'
import { buyMiner, earnId, investor, minerId, moveTo, runDay } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'

let h: Harness
afterEach(() => h.close())

const inbox = async (token: string, lang: string) =>
  dataOf(await call<AlertsPage>(h.app, '/api/alerts', { token, lang })).data.map((a) => a.content)

describe('invest product names by UserLang', () => {
  it('earn projects and orders in Thai and German; the maturity notification in the reader language', async () => {
    h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60' })
    const user = await investor(h, 2000n)
    const id = await earnId(h, 'usdt-7d')
    const earns = async (lang: string) =>
      dataOf(await call<EarnsAnswer>(h.app, '/api/earns', { token: user.token, lang }))
    expect((await earns('th')).projects.find((p) => p.id === id)?.title).toBe('ออมทรัพย์ USDT 7 วัน')
    expect((await earns('de')).projects.find((p) => p.id === id)?.title).toBe('USDT-Festgeld 7 Tage')
    const body = { id, amount: '1000' }
    const order = dataOf(await call<EarnOrder>(h.app, '/api/earn_order', { token: user.token, body, lang: 'de' }))
    expect(order.title).toBe('USDT-Festgeld 7 Tage')
    expect((await earns('th')).orders.map((o) => o.title)).toEqual(['ออมทรัพย์ USDT 7 วัน'])
    moveTo(h, '2026-03-09T00:00:01.000Z')
    expect((await runDay(h)).earnMatured).toBe(1)
    const [th] = await inbox(user.token, 'th')
    expect(th).toContain('ออมทรัพย์ USDT 7 วัน')
    const [de] = await inbox(user.token, 'de')
    expect(de).toContain('USDT-Festgeld 7 Tage')
  })

  it('staking titles, and an older notification that stored the English title only', async () => {
    h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60' })
    const user = await investor(h, 10_000n)
    const id = await minerId(h, 'starter-node')
    const { list } = dataOf(await call<MinerListAnswer>(h.app, '/api/miner_list', { token: user.token, lang: 'th' }))
    expect(list.find((p) => p.id === id)?.title).toBe('โหนดเริ่มต้น')
    await buyMiner(h, user.token, id, '1000')
    moveTo(h, '2026-03-09T00:00:00.000Z')
    expect((await runDay(h)).minerMatured).toBe(1)
    await h.db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        kind: 'invest_matured',
        params: JSON.stringify({ product: 'Standard Node', amount: '5.00', reward: '1.00' }),
        announcement_id: null,
        created_at: h.clock().toISOString(),
        read_at: null,
      })
      .execute()
    const contents = await inbox(user.token, 'de')
    expect(contents.some((c) => c.includes('Einsteiger-Knoten'))).toBe(true)
    expect(contents.some((c) => c.includes('Standard-Knoten'))).toBe(true)
    expect(contents.some((c) => c.includes('Starter Node') || c.includes('Standard Node'))).toBe(false)
  })
})
