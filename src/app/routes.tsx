// The route table: every route's pattern, its lazy screen, the access rules and the tab-bar rules, in one
// place. Path builders live in @/shared/lib/paths (features link with them) and are re-exported here.
import { type ComponentType, lazy } from 'react'
import { Redirect, useParams } from 'wouter'
import { paths, type RedirectType, redirectTypes } from '@/shared/lib/paths'
import { matchesPattern } from './route-match'

export { paths }

type Screen = ComponentType

const HomeScreen = lazy(() => import('@/features/home').then((m) => ({ default: m.HomeScreen })))
// The account index is loaded eagerly (drawer, session handling), so its screens are split off by file.
const LoginScreen = lazy(() => import('@/features/account/LoginScreen').then((m) => ({ default: m.LoginScreen })))
const RegisterScreen = lazy(() =>
  import('@/features/account/RegisterScreen').then((m) => ({ default: m.RegisterScreen })),
)
const LanguageScreen = lazy(() => import('@/features/language').then((m) => ({ default: m.LanguageScreen })))
const AssetScreen = lazy(() => import('@/features/asset').then((m) => ({ default: m.AssetScreen })))
const RechargeListScreen = lazy(() =>
  import('@/features/recharge/RechargeListScreen').then((m) => ({ default: m.RechargeListScreen })),
)
const RechargeScreen = lazy(() =>
  import('@/features/recharge/RechargeScreen').then((m) => ({ default: m.RechargeScreen })),
)
const RechargeHistoryScreen = lazy(() =>
  import('@/features/recharge/RechargeHistoryScreen').then((m) => ({ default: m.RechargeHistoryScreen })),
)
const WithdrawScreen = lazy(() =>
  import('@/features/withdraw/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
)
const WithdrawHistoryScreen = lazy(() =>
  import('@/features/withdraw/WithdrawHistoryScreen').then((m) => ({ default: m.WithdrawHistoryScreen })),
)
const WithdrawDetailScreen = lazy(() =>
  import('@/features/withdraw/WithdrawDetailScreen').then((m) => ({ default: m.WithdrawDetailScreen })),
)
const ExchangeScreen = lazy(() =>
  import('@/features/exchange/ExchangeScreen').then((m) => ({ default: m.ExchangeScreen })),
)
const BankScreen = lazy(() => import('@/features/bank/BankScreen').then((m) => ({ default: m.BankScreen })))
const MarketScreen = lazy(() => import('@/features/market/MarketScreen').then((m) => ({ default: m.MarketScreen })))
const SearchScreen = lazy(() => import('@/features/market/SearchScreen').then((m) => ({ default: m.SearchScreen })))
const FocusAddScreen = lazy(() =>
  import('@/features/market/FocusAddScreen').then((m) => ({ default: m.FocusAddScreen })),
)
const TradeScreen = lazy(() => import('@/features/micro/TradeScreen').then((m) => ({ default: m.TradeScreen })))
const TradeHistoryScreen = lazy(() => import('@/features/micro').then((m) => ({ default: m.TradeHistoryScreen })))
const CoinScreen = lazy(() => import('@/features/spot/CoinScreen').then((m) => ({ default: m.CoinScreen })))
const CoinHistoryScreen = lazy(() =>
  import('@/features/spot/CoinHistoryScreen').then((m) => ({ default: m.CoinHistoryScreen })),
)
const HelpScreen = lazy(() => import('@/features/content/HelpScreen').then((m) => ({ default: m.HelpScreen })))
const SafeScreen = lazy(() => import('@/features/content/SafeScreen').then((m) => ({ default: m.SafeScreen })))
const AboutScreen = lazy(() => import('@/features/content/AboutScreen').then((m) => ({ default: m.AboutScreen })))
const ContentScreen = lazy(() => import('@/features/content/ContentScreen').then((m) => ({ default: m.ContentScreen })))
const ContentTypeScreen = lazy(() =>
  import('@/features/content/ContentTypeScreen').then((m) => ({ default: m.ContentTypeScreen })),
)
const TestScreen = lazy(() => import('@/features/system').then((m) => ({ default: m.TestScreen })))
export const NotFoundScreen = lazy(() => import('@/features/system').then((m) => ({ default: m.NotFoundScreen })))

const isRedirectType = (value: string | undefined): value is RedirectType =>
  (redirectTypes as readonly string[]).includes(value ?? '')

/** `/to/{type}/{id}` -> `/{type}/{id}`, replacing the history entry (the side drawers link through it). */
function ToRedirect() {
  const { type, id } = useParams<{ type: string; id: string }>()
  const target = isRedirectType(type) ? `/${type}/${encodeURIComponent(id ?? '')}` : paths.home
  return <Redirect to={target} replace />
}

export const routeTable: readonly { pattern: string; screen: Screen }[] = [
  { pattern: paths.home, screen: HomeScreen },
  { pattern: paths.login, screen: LoginScreen },
  { pattern: paths.register, screen: RegisterScreen },
  { pattern: paths.language, screen: LanguageScreen },
  { pattern: paths.asset, screen: AssetScreen },
  { pattern: paths.rechargeList, screen: RechargeListScreen },
  { pattern: '/recharge/:default_type?', screen: RechargeScreen },
  { pattern: paths.rechargeHistory, screen: RechargeHistoryScreen },
  { pattern: paths.withdraw, screen: WithdrawScreen },
  { pattern: paths.withdrawHistory, screen: WithdrawHistoryScreen },
  { pattern: '/withdraw_detail/:id', screen: WithdrawDetailScreen },
  { pattern: paths.exchange, screen: ExchangeScreen },
  { pattern: paths.bank, screen: BankScreen },
  { pattern: paths.test, screen: TestScreen },
  { pattern: paths.market, screen: MarketScreen },
  { pattern: paths.search, screen: SearchScreen },
  { pattern: paths.focusAdd, screen: FocusAddScreen },
  { pattern: '/trade/:id/:from?', screen: TradeScreen },
  { pattern: paths.tradeHistory, screen: TradeHistoryScreen },
  { pattern: '/coin/:id', screen: CoinScreen },
  { pattern: paths.coinHistory, screen: CoinHistoryScreen },
  { pattern: paths.help, screen: HelpScreen },
  { pattern: paths.safe, screen: SafeScreen },
  { pattern: paths.about, screen: AboutScreen },
  { pattern: '/content/:id', screen: ContentScreen },
  { pattern: '/content_type/:type', screen: ContentTypeScreen },
  { pattern: '/to/:type/:id', screen: ToRedirect },
]

/** 'auth' needs a token (else /login); 'guest' is for visitors (logged-in users go home). */
export type Guard = 'auth' | 'guest'

/** Access rules by pattern, independent of the screens: a later issue adds the screen and the rule holds. */
export const guardRules: readonly { pattern: string; guard: Guard }[] = [
  { pattern: paths.login, guard: 'guest' },
  { pattern: paths.register, guard: 'guest' },
  { pattern: paths.asset, guard: 'auth' },
  { pattern: '/recharge/:default_type?', guard: 'auth' },
  { pattern: paths.rechargeHistory, guard: 'auth' },
  { pattern: paths.focusAdd, guard: 'auth' },
  // Every wallet screen shows the caller's own money: without a token there is nothing to show.
  { pattern: paths.withdraw, guard: 'auth' },
  { pattern: paths.withdrawHistory, guard: 'auth' },
  { pattern: '/withdraw_detail/:id', guard: 'auth' },
  { pattern: paths.exchange, guard: 'auth' },
  { pattern: paths.bank, guard: 'auth' },
  // The caller's own orders.
  { pattern: paths.tradeHistory, guard: 'auth' },
  { pattern: paths.coinHistory, guard: 'auth' },
]

export function guardFor(path: string): Guard | null {
  return guardRules.find((rule) => matchesPattern(rule.pattern, path))?.guard ?? null
}

/** Where the bottom tab bar is hidden (spec section 2). */
export const tabBarHiddenPatterns: readonly string[] = [
  paths.search,
  paths.login,
  paths.register,
  paths.focusAdd,
  '/miner_buy/*',
  '/trade/:id/contract',
]

export function isTabBarVisible(path: string): boolean {
  return !tabBarHiddenPatterns.some((pattern) => matchesPattern(pattern, path))
}
