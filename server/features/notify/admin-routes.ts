import { Hono } from 'hono'
import { announcementSchema } from '../../../contract/schemas/notifications'
import { ok } from '../../http/envelope'
import { operatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { broadcastAnnouncement, listAnnouncements } from './announcements'

/**
 * Admins (the operator check in app.ts guards every /admin path): GET /admin/announcements (newest first),
 * POST /admin/announcements {texts: {en: {title, content}, <lang>: {...}}} broadcasts to every user.
 */
export const announcementsAdmin = new Hono<AppEnv>()
  .get('/announcements', async (c) => ok(c, await listAnnouncements(c.var.deps.db)))
  .post('/announcements', async (c) => {
    const body = await readBody(c, announcementSchema)
    return ok(c, await broadcastAnnouncement({ ...c.var.deps, ...operatorContext(c) }, body), 'announcement_sent')
  })
