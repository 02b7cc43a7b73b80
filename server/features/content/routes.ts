import { Hono } from 'hono'
import { z } from 'zod'
import { contentTypes } from '../../../contract/api'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { banners, contentItem, contentList } from './service'

const typeSchema = z.union(contentTypes.map((t) => z.literal(t)))
const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const listSchema = z.object({ type: typeSchema })
const itemSchema = z.union([z.object({ id: idSchema }), z.object({ type: typeSchema })])

/** Public: GET /main/banners, POST /main/contents {type}, POST /main/content {id} | {type}. */
export const contentPublic = new Hono<AppEnv>()
  .get('/banners', async (c) => {
    // The list depends on UserLang: caches (the service worker's) must keep one copy per language.
    c.header('Vary', 'UserLang')
    return ok(c, await banners(c.var.deps.db, c.var.lang))
  })
  .post('/contents', async (c) => {
    const { type } = await readBody(c, listSchema)
    return ok(c, await contentList(c.var.deps.db, type, c.var.lang))
  })
  .post('/content', async (c) => {
    const request = await readBody(c, itemSchema)
    return ok(c, await contentItem(c.var.deps.db, request, c.var.lang))
  })
