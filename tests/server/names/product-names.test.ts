// Product names in the reader's language (UserLang) across the answers that carry them, and an operator's edit
// winning over the seeded translations.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProductSettings, ProductTextSetting } from '../../../contract/console-data'
import type { ContractHistoryPage } from '../../../contract/contract-trading'
import type { KlineAnswer, Product, ProductListItem, RecommendAnswer } from '../../../contract/market'
import type { PriceAlert } from '../../../contract/price-alerts'
import type { MicroOrdersAnswer } from '../../../contract/trading'
import { acceptRisk } from '../../../server/features/risk/service'
import { ADMIN_TOKEN, admin, auditRows } from '../../support/server/console'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, type TradingHarness, tick } from '../../support/server/trading'
import { depsOf } from '../../support/server/wallet'
import { contractTrader, open } from '../contract/helpers'

const GOLD = 36
const EURUSD = 26
let h: TradingHarness
beforeEach(async () => {
  h = await createTradingHarness({ env: { TERN_ADMIN_TOKEN: ADMIN_TOKEN } })
  await tick(h, { [BTC]: 6_000_000, [GOLD]: 235_000 })
})
afterEach(() => h.close())

const products = async (lang: string) => dataOf(await call<Product[]>(h.app, '/main/products', { lang }))
const byId = <T extends { id: number }>(list: T[], id: number) => list.find((p) => p.id === id)

describe('product names by UserLang', () => {
  it('/main/products and /main/product_list in Thai and German, English without a header', async () => {
    expect(byId(await products('th'), GOLD)).toMatchObject({ title: 'ทองคำ', name: 'ทองคำ / ดอลลาร์สหรัฐ', code: 'xau' })
    expect(byId(await products('de'), GOLD)).toMatchObject({ title: 'Gold', name: 'Gold / US-Dollar' })
    expect(byId(await products('de'), EURUSD)).toMatchObject({ title: 'EUR/USD', name: 'Euro / US-Dollar' })
    expect(byId(await products('th'), BTC)).toMatchObject({ title: 'BTC/USDT', name: 'บิตคอยน์' })
    const list = dataOf(await call<ProductListItem[]>(h.app, '/main/product_list', { lang: 'th' }))
    expect(byId(list, 3)).toMatchObject({ title: 'ดาวโจนส์', code: 'ym' })
    expect(byId(dataOf(await call<Product[]>(h.app, '/main/products')), GOLD)?.title).toBe('Gold')
  })

  it('/main/recommand_coin and the product detail (kline latest) with its description', async () => {
    const recommend = dataOf(await call<RecommendAnswer>(h.app, '/main/recommand_coin', { lang: 'th' }))
    expect(recommend.recommand.map((p) => p.title)).toContain('ทองคำ')
    expect(recommend.recommand.find((p) => p.id === 13)?.name).toBe('อีเธอเรียม')
    const de = dataOf(await call<RecommendAnswer>(h.app, '/main/recommand_coin', { lang: 'de' }))
    expect(byId(de.recommand, GOLD)?.name).toBe('Gold / US-Dollar')
    const kline = dataOf(await call<KlineAnswer>(h.app, `/main/kline/pid/${GOLD}/t/1m`, { lang: 'de' }))
    expect(kline.latest).toMatchObject({ title: 'Gold', desc: 'Gold am Kassamarkt in US-Dollar je Feinunze.' })
  })

  it('ETags differ per language', async () => {
    const th = await call(h.app, '/main/products', { lang: 'th' })
    const de = await call(h.app, '/main/products', { lang: 'de' })
    expect(th.headers.get('ETag')).not.toBe(de.headers.get('ETag'))
  })

  it('order histories, price alerts and the asset screen name the product in the reader language', async () => {
    const user = await contractTrader(h)
    await open(h, user, { pid: GOLD, level: 25 })
    const history = (lang: string) =>
      call<ContractHistoryPage>(h.app, '/api/orders/page/1?status=all', { token: user.token, lang })
    expect(dataOf(await history('th')).data[0]?.pname).toBe('ทองคำ')
    expect(dataOf(await history('jp')).data[0]?.pname).toBe('金')
    const body = { pid: GOLD, direction: 'above', price: '2400.00' }
    dataOf(await call(h.app, '/api/price_alert_add', { token: user.token, body, lang: 'de' }))
    const alerts = dataOf(await call<PriceAlert[]>(h.app, '/api/price_alerts', { token: user.token, lang: 'th' }))
    expect(alerts.map((a) => a.title)).toEqual(['ทองคำ'])
    const asset = dataOf(
      await call<{ orders: { pname: string }[] }>(h.app, '/api/asset', { token: user.token, body: {}, lang: 'ko' }),
    )
    expect(asset.orders.map((o) => o.pname)).toEqual(['금'])
    await acceptRisk(depsOf(h), user.id, 'micro')
    const timed = { pid: GOLD, t: 30, amount: '100', type: 0 }
    dataOf(await call(h.app, '/api/micro_order', { token: user.token, body: timed }))
    const micro = dataOf(await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: user.token, lang: 'de' }))
    expect(micro.orders.map((o) => o.coinname)).toEqual(['Gold'])
  })
})

describe('an operator edits a product title', () => {
  it('wins over the seeded translations in every language, audited; the seeded text brings them back', async () => {
    const edit = (body: Record<string, unknown>) => admin<ProductTextSetting>(h, '/admin/products/texts', body)
    const changed = dataOf(await edit({ pid: GOLD, title: 'Gold Spot', reason: 'Rename' }))
    expect(changed).toMatchObject({ title: 'Gold Spot', name: 'Gold / US Dollar' })
    expect(changed.translated).toEqual({ title: false, name: true, desc: true })
    for (const lang of ['th', 'de', 'cn']) expect(byId(await products(lang), GOLD)?.title).toBe('Gold Spot')
    expect(byId(await products('th'), GOLD)?.name).toBe('ทองคำ / ดอลลาร์สหรัฐ')
    const list = dataOf(await call<ProductListItem[]>(h.app, '/main/product_list', { lang: 'de' }))
    expect(byId(list, GOLD)?.title).toBe('Gold Spot')
    const [audit] = await auditRows(h, `product:${GOLD}`)
    expect(audit).toMatchObject({ action: 'products.texts', reason: 'Rename' })
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ title: 'Gold Spot' })
    const settings = dataOf(await admin<ProductSettings>(h, '/admin/products'))
    expect(settings.texts.find((t) => t.pid === GOLD)?.title).toBe('Gold Spot')

    dataOf(await edit({ pid: GOLD, title: 'Gold' }))
    expect(byId(await products('th'), GOLD)?.title).toBe('ทองคำ')
  })

  it('refuses an unknown product and an empty change', async () => {
    expect((await admin(h, '/admin/products/texts', { pid: 999, title: 'X' })).envelope?.status).toBe(0)
    expect((await admin(h, '/admin/products/texts', { pid: GOLD })).envelope?.status).toBe(0)
    expect((await admin(h, '/admin/products/texts', { pid: GOLD, title: '  ' })).envelope?.status).toBe(0)
    expect(byId(await products('th'), GOLD)?.title).toBe('ทองคำ')
  })
})
