// Path builders for every screen. They live in shared because features link to each other's screens
// (imports flow shared -> features -> app); the route table itself (patterns, guards, lazy screens) is
// src/app/routes.tsx.
import type { ContentType } from '@contract/api'

/** The screens `/to/{type}/{id}` may redirect to. */
export const redirectTypes = ['trade', 'contract', 'coin'] as const
export type RedirectType = (typeof redirectTypes)[number]

export const paths = {
  home: '/',
  about: '/about',
  search: '/search',
  login: '/login',
  register: '/register',
  language: '/language',
  personal: '/personal',
  password: '/password',
  sessions: '/sessions',
  help: '/help',
  safe: '/safe',
  score: '/score',
  clientService: '/client_service',
  clientIframe: '/client_iframe',
  forgot: '/forgot',
  alerts: '/alerts',
  notificationSettings: '/notification_settings',
  market: '/market',
  focusAdd: '/focus_add',
  asset: '/asset',
  rechargeList: '/recharge_list',
  rechargeHistory: '/recharge_history',
  withdraw: '/withdraw',
  withdrawHistory: '/withdraw_history',
  exchange: '/exchange',
  bank: '/bank',
  earn: '/earn',
  miner: '/miner',
  minerOrders: '/miner_orders',
  tradeHistory: '/trade_history',
  coinHistory: '/coin_history',
  contractHistory: '/contract_history',
  statement: '/statement',
  test: '/test',
  trade: (id: number | string, from?: 'contract') => (from ? `/trade/${id}/${from}` : `/trade/${id}`),
  contract: (id: number | string, type?: string) => (type ? `/contract/${id}/${type}` : `/contract/${id}`),
  coin: (id: number | string) => `/coin/${id}`,
  content: (id: number) => `/content/${id}`,
  contentType: (type: ContentType) => `/content_type/${type}`,
  recharge: (defaultType?: number) => (defaultType === undefined ? '/recharge' : `/recharge/${defaultType}`),
  withdrawDetail: (id: number | string) => `/withdraw_detail/${id}`,
  /** A support conversation, or 'new' to start one. */
  supportThread: (id: number | 'new') => `/client_iframe/${id}`,
  minerBuy: (id: number | string) => `/miner_buy/${id}`,
  /** type 0 the products tab, 1 the caller's orders. */
  earnTab: (type: 0 | 1) => `/earn/${type}`,
  earnDetail: (id: number | string) => `/earn_detail/${id}`,
  alertDetail: (id: number | string) => `/alert_detail/${id}`,
  /** A hop that redirects (replacing history) to `/{type}/{id}`: the side drawers link through it. */
  to: (type: RedirectType, id: number | string) => `/to/${type}/${id}`,
} as const

/** The operator console (its own screens, session and layout) lives under this prefix. */
export const isConsolePath = (path: string) => path === '/console' || path.startsWith('/console/')

/** The product the trade and contract tabs open by default (spec: /trade/12, /contract/12). */
export const DEFAULT_PRODUCT_ID = 12
