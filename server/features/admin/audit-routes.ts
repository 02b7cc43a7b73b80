import { Hono } from 'hono'
import { auditCsvMaxRows } from '../../../contract/console'
import { auditQuerySchema } from '../../../contract/schemas/console'
import { auditCsv } from '../../audit/csv'
import { auditRows, queryAudit } from '../../audit/log'
import { fail, ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'

/**
 * The audit log, admin only (the operator check's default for paths it does not list), mounted under /admin
 * before adminRoutes: GET /admin/audit?operator&action&target&from&to&page&page_size (newest first) and
 * GET /admin/audit.csv with the same filters.
 */
export const auditAdmin = new Hono<AppEnv>()
  .get('/audit', async (c) => {
    const query = auditQuerySchema.safeParse(c.req.query())
    if (!query.success) return fail(c, 'validation')
    return ok(c, await queryAudit(c.var.deps.db, query.data))
  })
  .get('/audit.csv', async (c) => {
    const query = auditQuerySchema.safeParse(c.req.query())
    if (!query.success) return fail(c, 'validation')
    const rows = await auditRows(c.var.deps.db, query.data, auditCsvMaxRows)
    return c.body(auditCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="tern-audit.csv"',
    })
  })
