// Every mounted POST route, and the parameters of the GET routes, with malformed input: wrong types, sizes,
// NaN/Infinity, 40-digit and beyond-2^53 amounts, unicode digits, missing and extra fields, bodies that are not
// JSON. Each answer is HTTP 200 (or the spec's 204 / 404) with `status: 0` and a code that is not `internal`,
// and no balance or posting changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../../contract/api'
import { createApp } from '../../../server/app'
import { acceptRisk } from '../../../server/features/risk/service'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { approvedRecord, createSignedInUser, depsOf, fund, setPrices } from '../../support/server/wallet'

const ADMIN = 'fuzz-admin-token-0123456789'
let h: Harness
let user: { id: number; token: string }

beforeAll(async () => {
  h = await createHarness({
    TERN_ADMIN_TOKEN: ADMIN,
    TERN_AUTO_APPROVE: 'none',
    TERN_VAPID_SUBJECT: 'mailto:fuzz@tern.example',
  })
  user = await createSignedInUser(h)
  await acceptRisk(depsOf(h), user.id, 'contract')
  await fund(h, user.id, 'USDT', 5_000_000_000n)
  await fund(h, user.id, 'BTC', 100_000_000n)
  await approvedRecord(h, user.id, 0)
  setPrices(h, { btc: 6_700_000, eth: 345_000 })
})
afterAll(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

const FORTY_DIGITS = '1234567890123456789012345678901234567890'
const badValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53,
  '9007199254740993',
  '92233720368547758070',
  FORTY_DIGITS,
  `${FORTY_DIGITS}.5`,
  '-0',
  '-5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e5',
  '0x10',
  '١٢٣',
  '１００',
  '💸',
  ' 100 ',
  '100.0000000001',
  '.5',
  '5.',
  '',
  'a'.repeat(10_000),
  [],
  {},
  [1, 2],
  { $gt: '' },
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  "' or 1=1 --",
]

/** Field names of every request schema (contract/schemas), so each bad value reaches the field it breaks. */
const fields = [
  ...['pid', 't', 'amount', 'type', 'name', 'pwd', 'oid', 'from', 'to', 'do', 'tabType', 'id', 'kind'],
  ...['bank_name', 'bank_branch', 'bank_account', 'idcard', 'phone', 'currency', 'address', 'remark', 'pic'],
  ...['price', 'price_type', 'side', 'code', 'lang', 'page', 'limit', 'image', 'file', 'data', 'reason', 'ids'],
  ...['hand', 'level', 'stop_win', 'stop_loss', 'share', 'max_leverage', 'maintenance', 'hand_fee', 'hand_price'],
  ...['email', 'password'],
  'direction',
  ...['what', 'seconds', 'rate', 'min'],
  ...['endpoint', 'keys', 'categories'],
]

const rawBodies = [
  ...['not json', '{', '[', 'null', '[]', '"text"', '1e309', '{"amount": NaN}', '{"a":1}'.repeat(1000)],
  JSON.stringify({ amount: '1', pad: 'x'.repeat(70_000) }),
]

/** Amounts that no money call may accept: each replaces the amount (or price) of an otherwise valid body. */
const invalidAmounts: unknown[] = [
  ...[null, true, [], {}, -1, 1e308, 2 ** 53, '9007199254740993', '92233720368547758070', FORTY_DIGITS],
  ...[`${FORTY_DIGITS}.5`, '-5', 'NaN', 'Infinity', '1e5', '0x10', '١٢٣', '１００', '💸', '100.0000000001', ''],
  ...['<img src=x onerror=alert(1)>', "' or 1=1 --", 'a'.repeat(10_000)],
]

/** Valid bodies of the money calls, and which of their fields hold an amount. */
const moneyCalls: [string, Record<string, unknown>, string[]][] = [
  ['/api/withdraw', { tabType: 0, bank_account: '', amount: '10' }, ['amount']],
  ['/api/recharge', { type: 0, amount: '100', pic: '' }, ['amount']],
  ['/api/exchange_result2', { from: 'USDT', to: 'BTC', amount: '10', type: 0, do: 1 }, ['amount']],
  ['/api/micro_order', { pid: 12, t: 30, amount: '10', type: 0 }, ['amount']],
  ['/api/coin_buy', { pid: 12, price_type: 1, price: '60000', amount: '0.01' }, ['amount', 'price']],
  ['/api/coin_sell', { pid: 12, price_type: 1, price: '60000', amount: '0.01' }, ['amount', 'price']],
  [
    '/api/contract_order',
    { pid: 12, type: 0, price_type: 1, price: '60000', hand: '1', level: 100 },
    ['hand', 'price'],
  ],
  ['/api/miner_buy', { id: 1, amount: '100' }, ['amount']],
  ['/api/earn_order', { id: 1, amount: '100' }, ['amount']],
  // Not a money call, but its price is checked the same way.
  ['/api/price_alert_add', { pid: 12, direction: 'above', price: '90000' }, ['price']],
]

/** Calls whose body is ignored: any body may succeed, but never as `internal`. */
const bodyless = new Set([
  ...['/api/logout', '/api/logout_all', '/api/asset', '/api/user_balance', '/main/coin_lvs', '/api/alerts_read'],
  // A new authenticator secret for the caller (two-factor sign-in stays off until a code confirms it).
  '/api/two_factor_setup',
  // Operators' product status changes: the path says everything.
  ...['pause', 'resume', 'end'].flatMap((a) => [`/admin/miner_products/1/${a}`, `/admin/earn_products/1/${a}`]),
])
/** Calls that some junk bodies happen to be valid for (ids: [1, 2] marks nothing seen): the same rules. */
const lenient = new Set(['/api/contract_notices_seen'])

interface Probe {
  path: string
  body: string
}

function postRoutes(): string[] {
  const app = createApp({ db: h.db, config: h.config, clock: h.clock, market: h.market })
  const paths = app.routes.filter((r) => r.method === 'POST').map((r) => r.path)
  return [...new Set(paths)].map((p) =>
    p.replace(':kind', 'deposits').replace(':id', '1').replace(':decision', 'approve').replace(':pid', '12'),
  )
}

function probes(): Probe[] {
  const list: Probe[] = []
  for (const path of postRoutes()) {
    if (path === '/api/logout') continue
    for (const body of rawBodies) list.push({ path, body })
    list.push({ path, body: '{}' }, { path, body: JSON.stringify({ extra: 1, __proto__: { admin: true } }) })
    for (const value of badValues) {
      list.push({ path, body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))) })
    }
  }
  for (const [path, valid, amounts] of moneyCalls) {
    for (const field of amounts) {
      for (const value of invalidAmounts) list.push({ path, body: JSON.stringify({ ...valid, [field]: value }) })
    }
  }
  return list
}

async function send(probe: Probe): Promise<{ status: number; envelope: Envelope<unknown> | null }> {
  const headers = { 'Content-Type': 'application/json', UserToken: user.token, Authorization: `Bearer ${ADMIN}` }
  const res = await h.app.request(probe.path, { method: 'POST', headers, body: probe.body })
  const text = await res.text()
  let envelope: Envelope<unknown> | null = null
  try {
    envelope = text ? (JSON.parse(text) as Envelope<unknown>) : null
  } catch {
    envelope = null
  }
  return { status: res.status, envelope }
}

const postingCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('postings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )

describe('malformed input on every mounted route', () => {
  it('is refused with a clear code, never internal, and moves no money', async () => {
    const before = { balances: await balancesOf(h.db, user.id), postings: await postingCount() }
    const failures: string[] = []
    const list = probes()
    expect(list.length).toBeGreaterThan(1000)
    for (const probe of list) {
      const { status, envelope } = await send(probe)
      const what = `${probe.path} ${probe.body.slice(0, 80)} -> ${status} ${JSON.stringify(envelope)?.slice(0, 160)}`
      if (status !== 200 || !envelope) failures.push(what)
      else if (envelope.status === 0 && (envelope.code === 'internal' || !envelope.msg)) failures.push(what)
      else if (envelope.status !== 0 && !bodyless.has(probe.path) && !lenient.has(probe.path)) failures.push(what)
    }
    expect(failures.slice(0, 20)).toEqual([])
    expect(await balancesOf(h.db, user.id)).toEqual(before.balances)
    expect(await postingCount()).toBe(before.postings)
  }, 120_000)

  it('answers GET routes with malformed parameters without an internal error', async () => {
    const paths = [
      ...badValues
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .map((v) => encodeURIComponent(String(v))),
    ].flatMap((v) => [
      `/main/kline/pid/${v}/t/1m`,
      `/main/kline/pid/12/t/${v}`,
      `/main/kline/pid/12/t/1m?limit=${v}`,
      `/main/kline/pid/${v}/t/1m/depth/2`,
      `/main/product_list?category=${v}`,
      `/api/alerts?page=${v}`,
      `/admin/${v}`,
      `/uploads/${v}`,
      `/media/banners/${v}`,
      `/api/push?endpoint=${v}`,
    ])
    const failures: string[] = []
    for (const path of paths) {
      const res = await h.app.request(path, { headers: { UserToken: user.token, Authorization: `Bearer ${ADMIN}` } })
      const type = res.headers.get('content-type') ?? ''
      if (res.status >= 500) failures.push(`${path} -> ${res.status}`)
      else if (type.includes('json')) {
        const envelope = (await res.json()) as Envelope<unknown>
        if (envelope.status === 0 && envelope.code === 'internal') failures.push(`${path} -> internal`)
      }
    }
    expect(failures.slice(0, 20)).toEqual([])
  }, 60_000)
})
