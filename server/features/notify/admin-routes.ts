import { Hono } from 'hono'
import { announcementSchema } from '../../../contract/schemas/notifications'
import { clientAddress } from '../../http/client-address'
import { ok } from '../../http/envelope'
import { operatorMiddleware } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { broadcastAnnouncement, listAnnouncements } from './announcements'

/**
 * Operators only (Authorization: Bearer <TERN_ADMIN_TOKEN>): GET /admin/announcements (newest first),
 * POST /admin/announcements {texts: {en: {title, content}, <lang>: {...}}} broadcasts to every user.
 */
export const announcementsAdmin = new Hono<AppEnv>()
  .use('*', operatorMiddleware)
  .get('/announcements', async (c) => ok(c, await listAnnouncements(c.var.deps.db)))
  .post('/announcements', async (c) => {
    const body = await readBody(c, announcementSchema)
    const ctx = { ...c.var.deps, operator: `admin@${clientAddress(c)}` }
    return ok(c, await broadcastAnnouncement(ctx, body), 'announcement_sent')
  })
