import { Hono } from 'hono'
import { contentItemSchema, contentListSchema } from '../../../contract/schemas/content'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { banners, contentItem, contentList } from './service'

/** Public: GET /main/banners, POST /main/contents {type}, POST /main/content {id} | {type}. */
export const contentPublic = new Hono<AppEnv>()
  .get('/banners', async (c) => {
    // The same for everyone in a language: shareable (a CDN, the service worker), one copy per UserLang.
    c.header('Vary', 'UserLang')
    c.header('Cache-Control', 'public, max-age=300')
    return ok(c, await banners(c.var.deps.db, c.var.lang))
  })
  .post('/contents', async (c) => {
    const { type } = await readBody(c, contentListSchema)
    return ok(c, await contentList(c.var.deps.db, type, c.var.lang))
  })
  .post('/content', async (c) => {
    const request = await readBody(c, contentItemSchema)
    return ok(c, await contentItem(c.var.deps.db, request, c.var.lang))
  })
