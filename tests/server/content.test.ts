import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Banner, ContentItem, ContentSummary } from '../../contract/api'
import { seed } from '../../server/db/seed'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf } from '../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

describe('banners', () => {
  it('lists the seeded banners in order, each image served as SVG with a cache header', async () => {
    const banners = dataOf(await call<Banner[]>(h.app, '/main/banners'))
    expect(banners.map((b) => b.alt)).toEqual([
      'Trade the markets',
      'Timed orders from 30 s',
      'Stake and earn',
      'Trade anywhere, even offline',
    ])
    for (const banner of banners) {
      const res = await h.app.request(banner.image)
      expect(res.status, banner.image).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
      expect(await res.text()).toContain('<svg')
    }
  })

  it('answers a missing media file with a JSON not_found', async () => {
    const res = await call(h.app, '/media/banners/missing.svg')
    expect(res.status).toBe(404)
    expect(res.envelope).toMatchObject({ status: 0, code: 'not_found' })
  })
})

describe('content', () => {
  it('lists help articles newest first', async () => {
    const list = dataOf(await call<ContentSummary[]>(h.app, '/main/contents', { body: { type: 4 } }))
    expect(list.map((i) => i.title)).toEqual([
      'Getting started',
      'How timed orders work',
      'Contracts, margin and leverage',
      'Deposits and withdrawals',
    ])
    expect(list.every((i) => i.type === 4)).toBe(true)
  })

  it('returns an item by id, and the newest item of a type', async () => {
    const [first] = dataOf(await call<ContentSummary[]>(h.app, '/main/contents', { body: { type: 1 } }))
    const byId = dataOf(await call<ContentItem>(h.app, '/main/content', { body: { id: first?.id } }))
    expect(byId).toMatchObject({ id: first?.id, type: 1, title: 'Welcome to Tern', lang: 'en' })
    expect(byId.content).toContain('<p>')
    const byType = dataOf(await call<ContentItem>(h.app, '/main/content', { body: { type: 5 } }))
    expect(byType).toMatchObject({ type: 5, title: 'Risk disclosure' })
    const agreement = dataOf(await call<ContentItem>(h.app, '/main/content', { body: { type: 2 } }))
    expect(agreement.title).toBe('User agreement')
  })

  it('uses the UserLang translation when present, English otherwise', async () => {
    const th = dataOf(await call<ContentItem>(h.app, '/main/content', { body: { type: 6 }, lang: 'th' }))
    expect(th).toMatchObject({ title: 'เกี่ยวกับ Tern', lang: 'th' })
    const list = dataOf(await call<ContentSummary[]>(h.app, '/main/contents', { body: { type: 6 }, lang: 'es' }))
    expect(list.map((i) => i.title)).toEqual(['Acerca de Tern', 'Código abierto y autoalojamiento'])
    const { id } = await h.db
      .insertInto('content_items')
      .values({ key: 'notice-english-only', type: 1, created_at: '2025-02-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await h.db
      .insertInto('content_translations')
      .values({
        item_id: id,
        lang: 'en',
        title: 'Maintenance',
        body: '<p>Soon.</p>',
        updated_at: '2025-02-01T00:00:00.000Z',
      })
      .execute()
    const fr = dataOf(await call<ContentItem>(h.app, '/main/content', { body: { id }, lang: 'fr' }))
    expect(fr).toMatchObject({ title: 'Maintenance', lang: 'en' })
    const notices = dataOf(await call<ContentSummary[]>(h.app, '/main/contents', { body: { type: 1 }, lang: 'fr' }))
    expect(notices.map((i) => i.title)).toEqual([
      'Maintenance',
      'Bienvenue sur Tern',
      'Comment les résultats sont décidés',
    ])
  })

  it.each([
    [{ id: 99_999 }, 'not_found'],
    [{ type: 3 }, 'not_found'],
    [{ type: 9 }, 'validation'],
    [{ id: '1' }, 'validation'],
    [{}, 'validation'],
  ])('answers %j with %s', async (body, code) => {
    const res = await call(h.app, '/main/content', { body, lang: 'vi' })
    expect(res.envelope).toMatchObject({ status: 0, code, data: null })
  })

  it('localizes not_found', async () => {
    const res = await call(h.app, '/main/content', { body: { id: 99_999 }, lang: 'vi' })
    expect(res.envelope?.msg).toBe('Không tìm thấy mục được yêu cầu.')
  })
})

describe('seeding', () => {
  const counts = async () => ({
    banners: (await h.db.selectFrom('banners').select('id').execute()).length,
    items: (await h.db.selectFrom('content_items').select('id').execute()).length,
    translations: (await h.db.selectFrom('content_translations').select('id').execute()).length,
  })

  it('changes nothing when run again', async () => {
    const before = await counts()
    expect(before).toEqual({ banners: 4, items: 11, translations: 11 * 11 })
    await seed(h.db)
    await seed(h.db)
    expect(await counts()).toEqual(before)
  })
})
