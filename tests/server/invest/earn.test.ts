// Earn through HTTP, and the operators' product commands (HTTP and CLI). Invariants after every test.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { languageCodes } from '../../../contract/api'
import type { EarnDetailAnswer, EarnOrder, EarnsAnswer, MinerListAnswer } from '../../../contract/invest'
import { auditRows } from '../../../server/audit/log'
import { checkAll } from '../../../server/checks'
import { runAdmin } from '../../../server/cli/admin'
import { translate } from '../../../server/i18n'
import type { MessageKey } from '../../../server/i18n/keys'
import { investDetails, investErrors, investSuccess } from '../../../server/i18n/messages/invest'
import { createHarness, type Harness } from '../../support/server/harness'
import { earnId, investor, minerId, moveTo, runDay, USDT, usdtOf } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'

const ADMIN = 'invest-admin-token-0123456789'
let h: Harness
beforeEach(async () => {
  h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60', TERN_ADMIN_TOKEN: ADMIN })
})
afterEach(async () => {
  expect(await checkAll(h.db)).toEqual([])
  await h.close()
})

const subscribe = (token: string, id: number, amount: unknown) =>
  call<EarnOrder>(h.app, '/api/earn_order', { token, body: { id, amount } })

describe('earn', () => {
  it('shows the projects, and the dates a subscription made today gets', async () => {
    const user = await investor(h, 800n)
    const earns = dataOf(await call<EarnsAnswer>(h.app, '/api/earns', { token: user.token }))
    expect(earns.projects.map((p) => [p.ror, p.min, p.cycle])).toEqual([
      ['4.5', '100.00', 7],
      ['6.8', '100.00', 30],
      ['9.2', '500.00', 90],
    ])
    expect(earns).toMatchObject({ orders: [], total_reward: '0.00' })
    const id = await earnId(h, 'usdt-30d')
    const detail = dataOf(await call<EarnDetailAnswer>(h.app, '/api/earn_detail', { token: user.token, body: { id } }))
    expect(detail).toMatchObject({ balance: '800.00', today: '2026-03-01', start_day: '2026-03-02' })
    expect(detail.end_day).toBe('2026-04-01')
  })

  it('pays principal plus amount x ror x cycle / 365, rounded down, at end_day and not before', async () => {
    const user = await investor(h, 2000n)
    const order = dataOf(await subscribe(user.token, await earnId(h, 'usdt-7d'), '1000'))
    // 1000 x 4.5 % x 7 / 365 = 0.86301369...
    expect(order).toMatchObject({ status: 0, reward: '0.863013', start_day: '2026-03-02', end_day: '2026-03-09' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT, frozen: 1000n * USDT })
    moveTo(h, '2026-03-08T23:59:59.000Z')
    expect((await runDay(h)).earnMatured).toBe(0)
    moveTo(h, '2026-03-09T00:00:01.000Z')
    expect((await runDay(h)).earnMatured).toBe(1)
    expect((await runDay(h)).earnMatured).toBe(0)
    expect(await usdtOf(h, user.id)).toEqual({ available: 2000n * USDT + 863_013n, frozen: 0n })
    const earns = dataOf(await call<EarnsAnswer>(h.app, '/api/earns', { token: user.token }))
    expect(earns.orders[0]).toMatchObject({ status: 1, reward: '0.863013' })
    expect(earns.total_reward).toBe('0.863013')
  })

  it('refuses amounts below the minimum, malformed or unfunded ones, and moves nothing', async () => {
    const user = await investor(h, 300n)
    const id = await earnId(h, 'usdt-7d')
    const cases: [unknown, string, string][] = [
      ['99.99', 'below_minimum', 'The minimum subscription is 100.00 USDT.'],
      ['', 'validation', 'Please enter an amount.'],
      ['1e3', 'validation', 'Please enter a valid amount.'],
      ['400', 'insufficient_balance', 'Insufficient balance.'],
    ]
    for (const [amount, code, msg] of cases) {
      expect((await subscribe(user.token, id, amount)).envelope, String(amount)).toMatchObject({ code, msg })
    }
    expect(await usdtOf(h, user.id)).toEqual({ available: 300n * USDT, frozen: 0n })
  })
})

describe('operators', () => {
  const admin = (path: string, body?: unknown) =>
    call(h.app, path, { body: body ?? {}, headers: { Authorization: `Bearer ${ADMIN}` } })

  it('create, pause and end products over HTTP; paused ones take no subscription, ended ones leave the list', async () => {
    const user = await investor(h, 1000n)
    const created = dataOf(
      await admin('/admin/miner_products', {
        titles: { en: 'Weekend Node', th: 'โหนดสุดสัปดาห์' },
        ...{ min: '10', max: '500', profit: '0.25', days: 2, limit: '1000', times: 0, cancel_cost: '1' },
      }),
    ) as { id: number }
    const list = async () =>
      dataOf(await call<MinerListAnswer>(h.app, '/api/miner_list', { token: user.token, lang: 'th' })).list
    expect((await list()).find((p) => p.id === created.id)).toMatchObject({ title: 'โหนดสุดสัปดาห์', status: 0 })
    expect((await admin(`/admin/miner_products/${created.id}/pause`)).envelope?.status).toBe(1)
    expect((await list()).find((p) => p.id === created.id)?.status).toBe(1)
    const refused = await call(h.app, '/api/miner_buy', { token: user.token, body: { id: created.id, amount: '10' } })
    expect(refused.envelope).toMatchObject({ status: 0, code: 'product_closed' })
    expect((await admin(`/admin/miner_products/${created.id}/end`)).envelope?.status).toBe(1)
    expect((await list()).some((p) => p.id === created.id)).toBe(false)
    expect((await admin(`/admin/miner_products/${created.id}/resume`)).envelope).toMatchObject({
      code: 'already_decided',
    })
    expect((await admin('/admin/miner_products', { titles: { th: 'x' }, min: '1', max: '2' })).envelope?.status).toBe(0)
    const anonymous = await call(h.app, '/admin/invest_products')
    expect(anonymous.status).toBe(401)
    const audit = await auditRows(h.db, { target: `miner_product:${created.id}` }, 10)
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['product.miner.end', '1 paused', '2 ended'],
      ['product.miner.pause', '0 on sale', '1 paused'],
      ['product.miner.create', '', '{"title":"Weekend Node","min":"10","max":"500","profit":"0.25","days":2}'],
    ])
    expect(audit.every((a) => a.operator.startsWith('admin@'))).toBe(true)
  })

  it('create and pause products from the CLI; orders made before a pause run to their end', async () => {
    const lines: string[] = []
    const out = (line: string) => lines.push(line)
    expect(await runAdmin(['create-earn', '{"ror":"12","min":"50","cycle":3}'], h, out)).toBe(0)
    const created = JSON.parse(lines.at(-1) ?? '{}') as { id: number }
    const user = await investor(h, 100n)
    dataOf(await subscribe(user.token, created.id, '50'))
    expect(await runAdmin(['pause-earn', String(created.id)], h, out)).toBe(0)
    const audit = await auditRows(h.db, { target: `earn_product:${created.id}` }, 10)
    expect(audit.map((a) => [a.action, a.operator.startsWith('cli:')])).toEqual([
      ['product.earn.pause', true],
      ['product.earn.create', true],
    ])
    expect((await subscribe(user.token, created.id, '50')).envelope).toMatchObject({ code: 'product_closed' })
    expect(await runAdmin(['create-earn', 'not json'], h, out)).toBe(1)
    expect(await runAdmin(['pause-miner', 'x'], h, out)).toBe(2)
    moveTo(h, '2026-03-05T00:00:00.000Z')
    expect((await runDay(h)).earnMatured).toBe(1)
    // 50 x 12 % x 3 / 365 = 0.04931506...
    expect(await usdtOf(h, user.id)).toEqual({ available: 100n * USDT + 49_315n, frozen: 0n })
    expect(await runAdmin(['end-miner', String(await minerId(h, 'pro-node'))], h, out)).toBe(0)
  })
})

describe('invest messages', () => {
  it('have a real translation in every language, keeping placeholders', () => {
    const all = [...Object.values(investErrors), ...Object.values(investSuccess), ...Object.values(investDetails)]
    const keys: MessageKey[] = all.map((m) => m.id)
    for (const lang of languageCodes) {
      for (const key of keys) {
        const text = translate(lang, key)
        if (lang !== 'en') expect(text, `${lang}.${key} is still English`).not.toBe(translate('en', key))
        for (const name of ['{min}', '{max}', '{limit}', '{times}']) {
          if (translate('en', key).includes(name)) expect(text, `${lang}.${key}`).toContain(name)
        }
      }
    }
  })
})
