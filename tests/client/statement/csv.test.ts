import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildCsv, csvDecimal, csvField, csvFileName, csvText, isoUtc } from '@/features/statement/csv'
import { exportCsv, exportOrdersJson } from '@/features/statement/exports'
import { parseReference, type Reference, referencePath } from '@/features/statement/references'
import { activateLanguage } from '@/shared/i18n'
import { ordersOf } from '../../../scripts/lib/verify-orders'
import { mockApi, ok } from '../../support/client/api-mock'
import { statementPage, statementRow } from './fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    [' padded ', '" padded "'],
    ['', ''],
    ['ทดสอบ', 'ทดสอบ'],
  ])('%j -> %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['micro_order:5', 'micro_order:5'],
  ])('guards formula-looking text %j', (value, expected) => {
    expect(csvText(value)).toBe(expected)
  })

  it('writes amounts exactly, negative ones as numbers, and refuses anything else', () => {
    expect(csvDecimal('-0.00000001')).toBe('-0.00000001')
    expect(csvDecimal('+16.000000')).toBe('16.000000')
    expect(csvDecimal('12345678901234.123456')).toBe('12345678901234.123456')
    for (const bad of ['1e5', '=1+1', '1,5', '', 'NaN', '.5']) expect(() => csvDecimal(bad)).toThrow(RangeError)
  })

  it('starts with a byte-order mark, ends every line with CRLF', () => {
    const text = buildCsv(['Time (UTC)', 'Amount'], [[{ text: '2026-03-01T00:00:00Z' }, { decimal: '-1.5' }]])
    expect(text).toBe('\uFEFFTime (UTC),Amount\r\n2026-03-01T00:00:00Z,-1.5\r\n')
  })

  it('writes times as ISO 8601 UTC to the second', () => {
    expect(isoUtc('2026-03-01T12:00:05.123Z')).toBe('2026-03-01T12:00:05Z')
    expect(isoUtc(Date.UTC(2026, 2, 1, 23, 59, 59))).toBe('2026-03-01T23:59:59Z')
    expect(isoUtc('2026-03-02T07:00:00+07:00')).toBe('2026-03-02T00:00:00Z')
  })

  it('names the file after the chosen days, else the rows’ days, else today', () => {
    const times = ['2026-03-04T01:00:00Z', '2026-02-27T23:59:00Z']
    expect(csvFileName('statement', { from: '2026-01-01', to: '2026-03-31' }, times, '2026-04-01')).toBe(
      'tern-statement_2026-01-01_2026-03-31.csv',
    )
    expect(csvFileName('spot-orders', { from: '', to: '' }, times, '2026-04-01')).toBe(
      'tern-spot-orders_2026-02-27_2026-03-04.csv',
    )
    expect(csvFileName('deposits', {}, [], '2026-04-01')).toBe('tern-deposits_2026-04-01_2026-04-01.csv')
  })
})

describe('references', () => {
  it.each([
    ['contract_order:7', { kind: 'contract_order', number: 7 }, '/contract_history'],
    ['micro_order:57', { kind: 'micro_order', number: 57 }, '/trade_history'],
    ['coin_order:3', { kind: 'coin_order', number: 3 }, '/coin_history'],
    ['withdrawal:3', { kind: 'withdrawal', number: 3 }, '/withdraw_detail/3'],
    ['deposit:9', { kind: 'deposit', number: 9 }, '/recharge_history'],
    ['miner_order:2@2026-03-01', { kind: 'miner_order', number: 2 }, '/miner_orders'],
    ['earn_order:4@2026-03-01', { kind: 'earn_order', number: 4 }, '/earn/1'],
    ['exchange:5', { kind: 'exchange', number: 5 }, null],
    ['user:1', { kind: 'user', number: 1 }, null],
  ])('reads %s as a record and where the app shows it', (ref, reference, path) => {
    expect(parseReference(ref)).toEqual(reference)
    expect(referencePath(reference as Reference)).toBe(path)
  })

  it.each(['=ref', 'house:1', 'contract_order:', 'contract_order:7x', 'miner_yield@2026-03-01', 'contract_order:1e3'])(
    'leaves %j as it is',
    (ref) => {
      expect(parseReference(ref)).toBeNull()
    },
  )
})

describe('exportCsv', () => {
  it('reads the statement page after page under its filter, with the header and words in Thai', async () => {
    const api = mockApi({
      'GET /api/statement': (request) =>
        ok(
          request.query.get('before') === '8'
            ? statementPage([statementRow({ id: 3, reason: 'micro_fee', kind: 'fee', amount: '-0.1' })])
            : statementPage(
                [statementRow({ id: 9, reason: 'odd, "reason"', kind: 'other', amount: '5', ref: '=ref' })],
                8,
              ),
        ),
    })
    vi.stubGlobal('fetch', api.fetch)
    await activateLanguage('th', { persist: false })
    const file = await exportCsv('statement', i18n, { asset: 'USDT', kind: '', from: '2026-03-01', to: '2026-03-01' })
    await activateLanguage('en', { persist: false })
    expect(api.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { asset: 'USDT', from: '2026-03-01', to: '2026-03-01', limit: '200' },
      { asset: 'USDT', from: '2026-03-01', to: '2026-03-01', limit: '200', before: '8' },
    ])
    expect(file).toMatchObject({ name: 'tern-statement_2026-03-01_2026-03-01.csv', rows: 2, complete: true })
    const lines = file.text.replace('\uFEFF', '').split('\r\n')
    // The machine reference for tax tools, then the record as a person reads it.
    expect(lines[0]).toBe('เวลา (UTC),ประเภท,รายละเอียด,รหัสเหตุผล,สินทรัพย์,ส่วนของบัญชี,จำนวนเงิน,เลขอ้างอิง,รายการ')
    expect(lines[1]).toBe(`2026-03-01T12:00:00Z,อื่น ๆ,"odd, ""reason""","odd, ""reason""",USDT,ใช้ได้,5,'=ref,'=ref`)
    expect(lines[2]).toBe(
      '2026-03-01T12:00:00Z,ค่าธรรมเนียม,ค่าธรรมเนียมคำสั่งแบบกำหนดเวลา,micro_fee,USDT,ใช้ได้,-0.1,micro_order:3,คำสั่งแบบกำหนดเวลา #3',
    )
    expect(lines[3]).toBe('')
  })

  it('reads a history below its oldest id until a row older than the days, keeping the rows inside them', async () => {
    const order = (oid: number, addtime: string) => ({
      oid,
      pid: 12,
      coin: 'BTC',
      title: 'BTC/USDT',
      buy_or_sell: 0,
      price_type: 1,
      amount: '0.01',
      price: '60000.00',
      fee: '0.00001',
      fee_rate: '0.1',
      total: '600.000000',
      coin_amount: '0.00999',
      status: 1,
      addtime,
      decided_at: addtime,
      fill: null,
    })
    const pages: Record<string, unknown[]> = {
      '': [order(50, '2026-03-03T10:00:00.000Z'), order(49, '2026-03-02T10:00:00.000Z')],
      '49': [order(40, '2026-03-01T10:00:00.000Z'), order(39, '2026-02-28T10:00:00.000Z')],
      '39': [order(30, '2026-02-27T10:00:00.000Z')],
    }
    const api = mockApi({
      'GET /api/coin_orders': (request) =>
        ok({ orders: pages[request.query.get('before') ?? ''] ?? [], latest: { c: '1' } }),
    })
    vi.stubGlobal('fetch', api.fetch)
    await activateLanguage('en', { persist: false })
    const file = await exportCsv('spot', i18n, { asset: '', kind: '', from: '2026-02-28', to: '2026-03-02' })
    expect(api.requests.map((r) => r.query.get('before'))).toEqual([null, '49', '39'])
    const lines = file.text.replace('\uFEFF', '').trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Time (UTC),Pair,Side,Order type,Status,Quantity,Price,Fee (coin),Total (USDT),Coin amount,Filled or cancelled at (UTC),Reference',
    )
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([
      'coin_order:49',
      'coin_order:40',
      'coin_order:39',
    ])
    expect(lines[1]).toBe(
      '2026-03-02T10:00:00Z,BTC/USDT,Buy,Limit,Done,0.01,60000.00,0.00001,600.000000,0.00999,2026-03-02T10:00:00Z,coin_order:49',
    )
    expect(file.name).toBe('tern-spot-orders_2026-02-28_2026-03-02.csv')
  })

  it('saves a whole order history as the API answers it, with the server, for npm run verify', async () => {
    const order = (oid: number, addtime: string) => ({
      oid,
      pid: 12,
      buy_or_sell: 0,
      status: 1,
      addtime,
      placed_t: oid,
    })
    const pages: Record<string, unknown[]> = {
      '': [order(50, '2026-03-03T10:00:00.000Z'), order(49, '2026-03-02T10:00:00.000Z')],
      '49': [order(40, '2026-03-01T10:00:00.000Z')],
    }
    const api = mockApi({
      'GET /api/coin_orders': (request) =>
        ok({ orders: pages[request.query.get('before') ?? ''] ?? [], latest: { c: '1' } }),
    })
    vi.stubGlobal('fetch', api.fetch)
    const file = await exportOrdersJson('spot', 'https://tern.example', new Date('2026-03-04T00:00:00Z'))
    // The rows as answered (the rule's inputs), every one, newest first; the file ordersOf() reads.
    expect(JSON.parse(file.text)).toEqual({
      server: 'https://tern.example',
      orders: [pages['']?.[0], pages['']?.[1], pages['49']?.[0]],
    })
    expect(ordersOf(JSON.parse(file.text)).orders.map((o) => (o as { oid: number }).oid)).toEqual([50, 49, 40])
    expect(file).toMatchObject({ name: 'tern-spot-orders_2026-03-01_2026-03-03.json', rows: 3, complete: true })
  })
})
