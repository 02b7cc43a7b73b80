import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { contentItemSchema, contentListSchema } from '../../../contract/schemas/content'
import type { Db } from '../../db/db'
import { ok, okEnvelopeJson } from '../../http/envelope'
import { notModified, ReadyCache, readyAnswer, serveReady } from '../../http/ready'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { listBanners } from './repo'
import { banners, contentItem, contentList } from './service'

/** The banners are read again at most this often per database (operators change them rarely, never per tick). */
const BANNERS_MAX_AGE_MS = 5_000
const BANNERS_CACHE = 'public, max-age=300'
// The same for everyone in a language: shareable (a CDN, the service worker), one copy per UserLang.
const BANNERS_VARY = 'UserLang'

interface BannerRead {
  at: number
  /** A digest of the stored banner rows: the same in every process that reads the same rows. */
  version: Promise<string>
}

const bannerReads = new WeakMap<Db, BannerRead>()
const bannerAnswers = new WeakMap<Db, ReadyCache>()

async function readBanners(db: Db): Promise<string> {
  const rows = JSON.stringify(await listBanners(db))
  return createHash('sha256').update(rows).digest('base64url').slice(0, 10)
}

/** The stored banners' version, read at most every BANNERS_MAX_AGE_MS. */
function bannerVersion(db: Db) {
  const known = bannerReads.get(db)
  if (known && Date.now() - known.at < BANNERS_MAX_AGE_MS) return known.version
  const version = readBanners(db)
  bannerReads.set(db, { at: Date.now(), version })
  version.catch(() => bannerReads.delete(db))
  return version
}

/** GET /main/banners: built once per stored version and language, then served as ready bytes. */
async function bannersAnswer(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('deps')
  const { lang } = c.var
  const tag = await bannerVersion(db)
  const etag = `W/"b${tag}-${lang}"`
  const unchanged = notModified(c, etag, BANNERS_CACHE, BANNERS_VARY)
  if (unchanged) return unchanged
  let cache = bannerAnswers.get(db)
  if (!cache) {
    cache = new ReadyCache(32)
    bannerAnswers.set(db, cache)
  }
  const answer = await cache.get(lang, etag, async () =>
    readyAnswer(etag, BANNERS_CACHE, BANNERS_VARY, okEnvelopeJson(c, JSON.stringify(await banners(db, lang)))),
  )
  return serveReady(c, answer)
}

/** Public: GET /main/banners, POST /main/contents {type}, POST /main/content {id} | {type}. */
export const contentPublic = new Hono<AppEnv>()
  .get('/banners', bannersAnswer)
  .post('/contents', async (c) => {
    const { type } = await readBody(c, contentListSchema)
    return ok(c, await contentList(c.get('deps').db, type, c.get('lang')))
  })
  .post('/content', async (c) => {
    const request = await readBody(c, contentItemSchema)
    return ok(c, await contentItem(c.get('deps').db, request, c.get('lang')))
  })
