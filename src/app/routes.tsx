// The route table: one record per screen with its pattern, its lazily loaded screen, its access rule and whether
// the tab bar shows. Path builders live in @/shared/lib/paths (features link with them) and are re-exported here.
import { type ComponentType, lazy } from 'react'
import { Redirect, useParams } from 'wouter'
import { withScreenMessages } from '@/shared/i18n'
import { paths, type RedirectType, redirectTypes } from '@/shared/lib/paths'
import { loadChunk } from './chunk-recovery'
import { matchesPattern } from './route-match'

export { paths }

/** 'auth' needs a token (else /login); 'guest' is for visitors (logged-in users go home). */
export type Guard = 'auth' | 'guest'

/** A screen; a lazy one can start loading its chunk before it renders. */
export type Screen = ComponentType & { preload?: () => Promise<unknown> }

export interface RouteRecord {
  pattern: string
  screen: Screen
  guard?: Guard
  /** The bottom tab bar shows unless this is false (spec section 2). */
  tabBar?: false
}

/**
 * A screen split off into its own chunk, loaded on first visit (or earlier, through `preload`), with the rest of the
 * language's messages unless it is a first screen (whose messages are in the first part, @/shared/i18n).
 */
function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  screenLoad: () => Promise<Module>,
  name: Name,
  { firstScreen = false } = {},
): Screen {
  const load = firstScreen ? screenLoad : withScreenMessages(screenLoad)
  const screen = lazy(async () => {
    const loaded: ComponentType = (await loadChunk(load, undefined, name))[name]
    return { default: loaded }
  })
  return Object.assign(screen, { preload: load })
}

const isRedirectType = (value: string | undefined): value is RedirectType =>
  (redirectTypes as readonly string[]).includes(value ?? '')

/** `/to/{type}/{id}` -> `/{type}/{id}`, replacing the history entry (the side drawers link through it). */
function ToRedirect() {
  const { type, id } = useParams<{ type: string; id: string }>()
  const target = isRedirectType(type) ? `/${type}/${encodeURIComponent(id ?? '')}` : paths.home
  return <Redirect to={target} replace />
}

const TradeScreen = lazyScreen(() => import('@/features/micro/TradeScreen'), 'TradeScreen')

// The account index is loaded eagerly (drawer, session handling), so its screens are split off by file.
// Every wallet screen and order history shows the caller's own money: without a token there is nothing to show.
export const routeTable: readonly RouteRecord[] = [
  { pattern: paths.home, screen: lazyScreen(() => import('@/features/home'), 'HomeScreen', { firstScreen: true }) },
  {
    pattern: paths.login,
    screen: lazyScreen(() => import('@/features/account/LoginScreen'), 'LoginScreen'),
    guard: 'guest',
    tabBar: false,
  },
  {
    pattern: paths.register,
    screen: lazyScreen(() => import('@/features/account/RegisterScreen'), 'RegisterScreen'),
    guard: 'guest',
    tabBar: false,
  },
  {
    pattern: paths.sessions,
    screen: lazyScreen(() => import('@/features/account/SessionsScreen'), 'SessionsScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.forgot,
    screen: lazyScreen(() => import('@/features/identity/ForgotScreen'), 'ForgotScreen'),
    tabBar: false,
  },
  {
    pattern: paths.personal,
    screen: lazyScreen(() => import('@/features/identity/PersonalScreen'), 'PersonalScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.password,
    screen: lazyScreen(() => import('@/features/identity/PasswordScreen'), 'PasswordScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.notificationSettings,
    screen: lazyScreen(() => import('@/features/push/NotificationSettingsScreen'), 'NotificationSettingsScreen'),
    guard: 'auth',
  },
  { pattern: paths.language, screen: lazyScreen(() => import('@/features/language'), 'LanguageScreen') },
  { pattern: paths.asset, screen: lazyScreen(() => import('@/features/asset'), 'AssetScreen'), guard: 'auth' },
  {
    pattern: paths.rechargeList,
    screen: lazyScreen(() => import('@/features/recharge/RechargeListScreen'), 'RechargeListScreen'),
  },
  {
    pattern: '/recharge/:default_type?',
    screen: lazyScreen(() => import('@/features/recharge/RechargeScreen'), 'RechargeScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.rechargeHistory,
    screen: lazyScreen(() => import('@/features/recharge/RechargeHistoryScreen'), 'RechargeHistoryScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.withdraw,
    screen: lazyScreen(() => import('@/features/withdraw/WithdrawScreen'), 'WithdrawScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.withdrawHistory,
    screen: lazyScreen(() => import('@/features/withdraw/WithdrawHistoryScreen'), 'WithdrawHistoryScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.alerts,
    screen: lazyScreen(() => import('@/features/alerts/AlertsScreen'), 'AlertsScreen'),
    guard: 'auth',
  },
  {
    pattern: '/alert_detail/:id',
    screen: lazyScreen(() => import('@/features/alerts/AlertDetailScreen'), 'AlertDetailScreen'),
    guard: 'auth',
  },
  {
    pattern: '/withdraw_detail/:id',
    screen: lazyScreen(() => import('@/features/withdraw/WithdrawDetailScreen'), 'WithdrawDetailScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.statement,
    screen: lazyScreen(() => import('@/features/statement/StatementScreen'), 'StatementScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.exchange,
    screen: lazyScreen(() => import('@/features/exchange/ExchangeScreen'), 'ExchangeScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.miner,
    screen: lazyScreen(() => import('@/features/invest/MinerScreen'), 'MinerScreen'),
    guard: 'auth',
  },
  {
    pattern: '/miner_buy/:id',
    screen: lazyScreen(() => import('@/features/invest/MinerBuyScreen'), 'MinerBuyScreen'),
    guard: 'auth',
    tabBar: false,
  },
  {
    pattern: paths.minerOrders,
    screen: lazyScreen(() => import('@/features/invest/MinerOrdersScreen'), 'MinerOrdersScreen'),
    guard: 'auth',
  },
  {
    pattern: '/earn/:type?',
    screen: lazyScreen(() => import('@/features/invest/EarnScreen'), 'EarnScreen'),
    guard: 'auth',
  },
  {
    pattern: '/earn_detail/:id',
    screen: lazyScreen(() => import('@/features/invest/EarnDetailScreen'), 'EarnDetailScreen'),
    guard: 'auth',
  },
  { pattern: paths.bank, screen: lazyScreen(() => import('@/features/bank/BankScreen'), 'BankScreen'), guard: 'auth' },
  {
    pattern: paths.score,
    screen: lazyScreen(() => import('@/features/score/ScoreScreen'), 'ScoreScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.clientService,
    screen: lazyScreen(() => import('@/features/support/ClientServiceScreen'), 'ClientServiceScreen'),
    guard: 'auth',
  },
  {
    pattern: paths.clientIframe,
    screen: lazyScreen(() => import('@/features/support/ClientIframeScreen'), 'ClientIframeScreen'),
    guard: 'auth',
  },
  {
    pattern: '/client_iframe/:thread',
    screen: lazyScreen(() => import('@/features/support/SupportThreadScreen'), 'SupportThreadScreen'),
    guard: 'auth',
  },
  { pattern: paths.test, screen: lazyScreen(() => import('@/features/system'), 'TestScreen') },
  {
    pattern: paths.market,
    screen: lazyScreen(() => import('@/features/market/MarketScreen'), 'MarketScreen', { firstScreen: true }),
  },
  {
    pattern: paths.search,
    screen: lazyScreen(() => import('@/features/market/SearchScreen'), 'SearchScreen'),
    tabBar: false,
  },
  {
    pattern: paths.focusAdd,
    screen: lazyScreen(() => import('@/features/market/FocusAddScreen'), 'FocusAddScreen'),
    guard: 'auth',
    tabBar: false,
  },
  // The contract tab of the trade screen (spec: /trade/{id}/contract) hides the tab bar.
  { pattern: '/trade/:id/contract', screen: TradeScreen, tabBar: false },
  { pattern: '/trade/:id/:from?', screen: TradeScreen },
  {
    pattern: paths.tradeHistory,
    screen: lazyScreen(() => import('@/features/micro'), 'TradeHistoryScreen'),
    guard: 'auth',
  },
  {
    pattern: '/contract/:id/:type?',
    screen: lazyScreen(() => import('@/features/contract/ContractScreen'), 'ContractScreen'),
  },
  {
    pattern: paths.contractHistory,
    screen: lazyScreen(() => import('@/features/contract/ContractHistoryScreen'), 'ContractHistoryScreen'),
    guard: 'auth',
  },
  { pattern: '/coin/:id', screen: lazyScreen(() => import('@/features/spot/CoinScreen'), 'CoinScreen') },
  {
    pattern: paths.coinHistory,
    screen: lazyScreen(() => import('@/features/spot/CoinHistoryScreen'), 'CoinHistoryScreen'),
    guard: 'auth',
  },
  { pattern: paths.help, screen: lazyScreen(() => import('@/features/content/HelpScreen'), 'HelpScreen') },
  { pattern: paths.safe, screen: lazyScreen(() => import('@/features/content/SafeScreen'), 'SafeScreen') },
  { pattern: paths.about, screen: lazyScreen(() => import('@/features/content/AboutScreen'), 'AboutScreen') },
  { pattern: '/content/:id', screen: lazyScreen(() => import('@/features/content/ContentScreen'), 'ContentScreen') },
  {
    pattern: '/content_type/:type',
    screen: lazyScreen(() => import('@/features/content/ContentTypeScreen'), 'ContentTypeScreen'),
  },
  { pattern: '/to/:type/:id', screen: ToRedirect },
]

export const NotFoundScreen = lazyScreen(() => import('@/features/system'), 'NotFoundScreen')

/** The record whose pattern matches `path` (the first, as the router picks it), or null for the not-found screen. */
export function routeFor(path: string): RouteRecord | null {
  return routeTable.find((route) => matchesPattern(route.pattern, path)) ?? null
}

/** Starts loading the chunk of the screen at `path` (at boot, beside the language's messages). */
/** Starts loading the screen of a path; resolves once it is loaded (a failed load resolves too: the route shows it). */
export function preloadScreen(path: string): Promise<void> {
  return Promise.resolve(routeFor(path)?.screen.preload?.()).then(
    () => undefined,
    () => undefined,
  )
}

export function guardFor(path: string): Guard | null {
  return routeFor(path)?.guard ?? null
}

export function isTabBarVisible(path: string): boolean {
  return routeFor(path)?.tabBar !== false
}
