// The spec's routes (SPEC section 2) with real ids, for the accessibility suite: a visitor's list and a logged-in
// user's list, the latter filled with records the user owns (an alert, a withdrawal, a support conversation).

import type { EarnsAnswer, MinerListAnswer } from '../../../contract/invest'
import type { AlertsPage } from '../../../contract/notifications'
import type { SupportThread } from '../../../contract/support'
import type { WithdrawRecord } from '../../../contract/wallet'
import { usernameOf, withdrawalCode } from './withdraw-code'

const proof =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

type Caller = { baseURL: string; token?: string; adminToken?: string }

async function call<T>(caller: Caller, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (caller.token) headers.set('UserToken', caller.token)
  if (caller.adminToken) headers.set('Authorization', `Bearer ${caller.adminToken}`)
  const init: RequestInit =
    body === undefined
      ? { headers }
      : { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }
  const response = await fetch(`${caller.baseURL}${path}`, init)
  const envelope = (await response.json()) as { status: number; msg: string; data: T }
  if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0]
  if (item === undefined) throw new Error(`no ${what} to visit`)
  return item
}

/** The routes anyone may open (no guard), with a seeded article's id. */
export async function visitorRoutes(baseURL: string): Promise<string[]> {
  const articles = await call<{ id: number }[]>({ baseURL }, '/main/contents', { type: 1 })
  const article = first(articles, 'article')
  return [
    '/',
    '/about',
    '/search',
    '/login',
    '/register',
    '/language',
    `/content/${article.id}`,
    '/content_type/1',
    '/help',
    '/safe',
    '/forgot',
    '/market',
    '/trade/12',
    '/trade/12/contract',
    '/contract/12',
    '/coin/12',
    '/recharge_list',
    '/test',
    '/no-such-screen',
    // A guarded screen shows the login screen to a visitor.
    '/asset',
  ]
}

/** Gives the user an alert (an approved deposit), a pending withdrawal and a support conversation. */
async function seedUserRecords(baseURL: string, token: string, adminToken: string, outboxFile: string): Promise<void> {
  const user = { baseURL, token }
  const admin = { baseURL, adminToken }
  const { src } = await call<{ src: string }>(user, '/api/stream_upload/type/payimg', proof)
  const deposit = await call<{ id: number }>(user, '/api/recharge', { type: 0, amount: '50', pic: src })
  await call(admin, `/admin/deposits/${deposit.id}/approve`, {})
  const address = 'TA11yE2eAddress00000000000000001'
  await call(user, '/api/addbank', { type: 1, currency: 'USDT-TRC20', address })
  const request = await call<{ request_id: number }>(user, '/api/withdraw', {
    tabType: 1,
    amount: '20',
    network: 'trc20',
    coin_address: address,
  })
  const code = await withdrawalCode(outboxFile, await usernameOf(baseURL, token))
  await call(user, '/api/withdraw_confirm', { id: request.request_id, code })
  await call(user, '/api/support_thread', { body: 'Where is my withdrawal?' })
}

/** Every route of the spec as the logged-in user sees it (the visitor-only /login and /register go home). */
export async function userRoutes(
  baseURL: string,
  token: string,
  adminToken: string,
  outboxFile: string,
): Promise<string[]> {
  await seedUserRecords(baseURL, token, adminToken, outboxFile)
  const user = { baseURL, token }
  const [articles, alerts, withdrawals, threads, miners, earns] = await Promise.all([
    call<{ id: number }[]>(user, '/main/contents', { type: 1 }),
    call<AlertsPage>(user, '/api/alerts'),
    call<WithdrawRecord[]>(user, '/api/withdraw_history'),
    call<SupportThread[]>(user, '/api/support_threads'),
    call<MinerListAnswer>(user, '/api/miner_list'),
    call<EarnsAnswer>(user, '/api/earns'),
  ])
  return [
    '/',
    '/about',
    '/search',
    '/language',
    `/content/${first(articles, 'article').id}`,
    '/content_type/2',
    '/bank',
    '/personal',
    '/password',
    '/sessions',
    '/notification_settings',
    '/help',
    '/safe',
    '/miner',
    `/miner_buy/${first(miners.list, 'miner product').id}`,
    '/miner_orders',
    '/market',
    '/trade/12',
    '/focus_add',
    '/contract/12',
    '/to/contract/13',
    '/contract_history',
    '/coin/12',
    '/coin_history',
    '/trade_history',
    '/asset',
    '/statement',
    '/recharge_list',
    '/recharge',
    '/recharge/0',
    '/recharge_history',
    '/withdraw',
    '/withdraw_history',
    `/withdraw_detail/${first(withdrawals, 'withdrawal').id}`,
    '/score',
    '/forgot',
    '/client_service',
    '/client_iframe',
    `/client_iframe/${first(threads, 'support conversation').id}`,
    '/alerts',
    `/alert_detail/${first(alerts.data, 'alert').id}`,
    '/exchange',
    '/earn/0',
    '/earn/1',
    `/earn_detail/${first(earns.projects, 'earn project').id}`,
  ]
}
