import { Hono } from 'hono'
import { isUnavailableError } from './db/dialect'
import { createOutageLog } from './db/outage'
import type { Deps } from './deps'
import { AppError } from './errors'
import { accountsApi, accountsPublic, securityApi } from './features/accounts/routes'
import { authenticate } from './features/accounts/sessions'
import { auditAdmin } from './features/admin/audit-routes'
import { adminRoutes } from './features/admin/routes'
import { bankApi } from './features/bank/routes'
import { consoleRoutes } from './features/console/routes'
import { bannerArt } from './features/content/banner-art'
import { contentPublic } from './features/content/routes'
import { contractApi, contractPublic } from './features/contract/routes'
import { downloadsPublic } from './features/downloads/routes'
import { exchangeApi } from './features/exchange/routes'
import { identityApi, identityPublic } from './features/identity/routes'
import { investAdmin } from './features/invest/admin-routes'
import { investApi } from './features/invest/routes'
import { marketFastReads, marketPublic } from './features/market/routes'
import { microApi } from './features/micro/routes'
import { announcementsAdmin } from './features/notify/admin-routes'
import { notifyApi } from './features/notify/routes'
import { operatorSessionPublic, operatorSessionRoutes } from './features/operators/routes'
import { findOperatorSession } from './features/operators/sessions'
import { priceAlertsApi } from './features/price-alerts/routes'
import { pushApi } from './features/push/routes'
import { rechargeApi } from './features/recharge/routes'
import { riskApi } from './features/risk/routes'
import { scoreApi } from './features/score/routes'
import { spotApi, spotPublic } from './features/spot/routes'
import { statementApi } from './features/statement/routes'
import { supportApi, supportPublic } from './features/support/routes'
import { uploadsApi, uploadsFiles } from './features/uploads/routes'
import { walletApi } from './features/wallet/routes'
import { watchlistApi } from './features/watchlist/routes'
import { withdrawApi } from './features/withdraw/routes'
import { authMiddleware } from './http/auth'
import { jsonBodyLimit } from './http/body-limit'
import { contextMiddleware } from './http/context'
import { fail } from './http/envelope'
import type { FastRoute } from './http/fast-reads'
import { finishMiddleware } from './http/finish'
import { healthHandler } from './http/health'
import { operatorMiddleware } from './http/operator'
import { mountStatic } from './http/static'
import type { AppEnv, Sessions } from './http/types'
import { liabilitiesAdmin, liabilitiesApi, liabilitiesPublic } from './verifiable/liabilities-routes'
import { pricesPublic, pricesWellKnown } from './verifiable/routes'

/** The sessions the HTTP layer checks (http/auth.ts, http/operator.ts), owned by their features. */
const sessions: Sessions = { user: authenticate, operator: findOperatorSession }

/** The public reads the server answers before the app once built (http/fast-reads.ts), the same bytes as the app's. */
export function fastReads(deps: Deps): FastRoute[] {
  return marketFastReads(deps)
}

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const outage = createOutageLog('database unavailable, answering 503')
  // First: a load balancer's probe passes no other middleware (no session, no rate limit, no compression).
  app.get('/healthz', healthHandler(deps, outage))
  app.use('*', finishMiddleware)
  app.use('*', contextMiddleware(deps, sessions))
  // Image uploads carry their own, larger limit (features/uploads).
  app.use('*', jsonBodyLimit(deps.config.jsonBodyLimit, ['/api/stream_upload']))
  app.use('/api/*', authMiddleware)

  app.route('/main', accountsPublic)
  app.route('/main', contentPublic)
  app.route('/main', downloadsPublic)
  app.route('/main', marketPublic)
  app.route('/main', spotPublic)
  app.route('/main', supportPublic)
  app.route('/main', contractPublic)
  app.route('/main', identityPublic)
  app.route('/main', pricesPublic)
  app.route('/main', liabilitiesPublic)
  app.route('/.well-known', pricesWellKnown)
  app.route('/api', accountsApi)
  app.route('/api', securityApi)
  app.route('/api', watchlistApi)
  app.route('/api', walletApi)
  app.route('/api', rechargeApi)
  app.route('/api', withdrawApi)
  app.route('/api', exchangeApi)
  app.route('/api', bankApi)
  app.route('/api', uploadsApi)
  app.route('/api', riskApi)
  app.route('/api', microApi)
  app.route('/api', spotApi)
  app.route('/api', scoreApi)
  app.route('/api', supportApi)
  app.route('/api', contractApi)
  app.route('/api', investApi)
  app.route('/api', identityApi)
  app.route('/api', priceAlertsApi)
  app.route('/api', pushApi)
  app.route('/api', notifyApi)
  app.route('/api', statementApi)
  app.route('/api', liabilitiesApi)
  app.route('/uploads', uploadsFiles)
  // Every /admin call passes the operator check (roles per path), except signing in, registered before it:
  // Hono runs handlers in registration order, and the sign-in handlers answer without calling on.
  app.route('/admin/session', operatorSessionPublic)
  app.use('/admin/*', operatorMiddleware)
  app.route('/admin/session', operatorSessionRoutes)
  app.route('/admin', auditAdmin)
  // Before adminRoutes, whose /:kind/:id/:decision would take these paths.
  app.route('/admin', investAdmin)
  app.route('/admin', liabilitiesAdmin)
  app.route('/admin', consoleRoutes)
  app.route('/admin', announcementsAdmin)
  app.route('/admin', adminRoutes)
  app.route('/media', bannerArt)

  mountStatic(app, deps.config.distDir)
  app.notFound((c) => fail(c, 'not_found', 404))
  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error)
    if (isUnavailableError(error)) {
      outage.report(error)
      c.header('Retry-After', '2')
      return fail(c, 'unavailable', 503)
    }
    console.error(`[tern] ${c.req.method} ${c.req.path} failed:`, error)
    return fail(c, 'internal')
  })
  return app
}
