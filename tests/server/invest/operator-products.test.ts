// The operators' invest products on the wire (HTTP and CLI): money goes out as USDT decimal strings, comes in as
// decimal strings, and a malformed or too precise amount is refused with the field's localized message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OperatorEarnProduct, OperatorInvestProducts, OperatorMinerProduct } from '../../../contract/invest'
import { checkAll } from '../../../server/checks'
import { runAdmin } from '../../../server/cli/admin'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'

const ADMIN = 'invest-products-admin-token-0123'
let h: Harness
beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN })
})
afterEach(async () => {
  expect(await checkAll(h.db)).toEqual([])
  await h.close()
})

const admin = <T>(path: string, body?: unknown, lang = 'en') =>
  call<T>(h.app, path, { body, lang, headers: { Authorization: `Bearer ${ADMIN}` } })

const miner = { titles: { en: 'Weekend Node' }, profit: '0.25', days: 2, times: 0, cancel_cost: '1' }

describe('operator invest products over HTTP', () => {
  it('lists every product with its money in USDT decimal strings', async () => {
    const list = dataOf(await admin<OperatorInvestProducts>('/admin/invest_products'))
    const pro = list.miner.find((p) => p.key === 'pro-node')
    expect(pro).toMatchObject({ min: '5000', max: '100000', limit: '200000', profit: '0.6', days: 30, status: 0 })
    expect(pro?.titles).toMatchObject({ en: 'Pro Node', de: 'Profi-Knoten' })
    expect(list.earn.map((p) => [p.key, p.min, p.ror, p.cycle])).toEqual([
      ['usdt-7d', '100.00', '4.5', 7],
      ['usdt-30d', '100.00', '6.8', 30],
      ['usdt-90d', '500.00', '9.2', 90],
    ])
  })

  it('creates products from decimal strings and answers them as decimal strings, as the list does', async () => {
    const created = dataOf(
      await admin<OperatorMinerProduct>('/admin/miner_products', {
        ...miner,
        ...{ min: '10.000000', max: '500', limit: '1000' },
      }),
    )
    expect(created).toMatchObject({ min: '10', max: '500', limit: '1000', titles: { en: 'Weekend Node' }, status: 0 })
    const earn = dataOf(
      await admin<OperatorEarnProduct>('/admin/earn_products', { ror: '3', min: '0.123456', cycle: 5 }),
    )
    expect(earn).toMatchObject({ min: '0.123456', ror: '3', cycle: 5, titles: {}, coin: 'USDT' })
    const list = dataOf(await admin<OperatorInvestProducts>('/admin/invest_products'))
    expect(list.miner.find((p) => p.id === created.id)).toEqual(created)
    expect(list.earn.find((p) => p.id === earn.id)).toEqual(earn)
    const stored = await h.db
      .selectFrom('miner_products')
      .select(['min', 'max', 'limit_amount'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect([stored.min, stored.max, stored.limit_amount].map(Number)).toEqual([10_000_000, 500_000_000, 1_000_000_000])
  })

  it('refuses malformed, too precise and fractional staking amounts with the field named, in the caller language', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        '/admin/miner_products',
        { ...miner, min: '1e3', max: '500' },
        'en',
        'Invalid amount for min: USDT with at most 6 decimals.',
      ],
      ['/admin/miner_products', { ...miner, min: '10', max: '10.5' }, 'en', 'max must be a whole number of USDT.'],
      [
        '/admin/miner_products',
        { ...miner, min: '10', max: '50', limit: '-1' },
        'en',
        'Invalid amount for limit: USDT with at most 6 decimals.',
      ],
      [
        '/admin/miner_products',
        { ...miner, min: '0', max: '50' },
        'de',
        'Ungültiger Betrag für min: USDT mit höchstens 6 Nachkommastellen.',
      ],
      [
        '/admin/earn_products',
        { ror: '3', min: '1.1234567', cycle: 5 },
        'en',
        'Invalid amount for min: USDT with at most 6 decimals.',
      ],
      [
        '/admin/earn_products',
        { ror: '3', min: '1,5', cycle: 5 },
        'fr',
        'Montant invalide pour min : USDT avec au plus 6 décimales.',
      ],
    ]
    for (const [path, body, lang, msg] of cases) {
      expect((await admin(path, body, lang)).envelope, JSON.stringify(body)).toMatchObject({
        status: 0,
        code: 'validation',
        msg,
      })
    }
    const list = dataOf(await admin<OperatorInvestProducts>('/admin/invest_products'))
    expect([list.miner.length, list.earn.length]).toEqual([3, 3])
  })
})

describe('operator invest products from the CLI', () => {
  it('create-miner, create-earn and invest-products print decimal strings; a refusal names the field', async () => {
    const lines: string[] = []
    const out = (line: string) => lines.push(line)
    const spec = JSON.stringify({ ...miner, min: '20', max: '300', limit: '0' })
    expect(await runAdmin(['create-miner', spec], h, out)).toBe(0)
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ min: '20', max: '300', limit: '0' })
    expect(await runAdmin(['create-earn', '{"ror":"12","min":"50.5","cycle":3}'], h, out)).toBe(0)
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ min: '50.50', ror: '12', cycle: 3 })
    expect(await runAdmin(['invest-products'], h, out)).toBe(0)
    const list = JSON.parse(lines.at(-1) ?? '{}') as OperatorInvestProducts
    expect(list.miner.at(-1)).toMatchObject({ min: '20', max: '300', limit: '0' })
    expect(list.earn.at(-1)?.min).toBe('50.50')
    expect(await runAdmin(['create-earn', '{"ror":"12","min":"0.0000001","cycle":3}'], h, out)).toBe(1)
    expect(lines.at(-1)).toBe('Refused (validation): Invalid amount for min: USDT with at most 6 decimals.')
  })
})
