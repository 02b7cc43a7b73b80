import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Banner, languageCodes } from '../../contract/api'
import { escapeXml, renderBanner } from '../../server/features/content/banner-art'
import { bannerKeys, bannerText } from '../../server/features/content/banner-text'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf } from '../support/server/request'

// Shared: every test here only reads the seeded banners and renders images, so one database serves them all.
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const plain = (line: string) => line.replaceAll('*', '')

describe('localized banners', () => {
  it('lists the banners with images and alt text in the UserLang language', async () => {
    const answer = await call<Banner[]>(h.app, '/main/banners', { lang: 'th' })
    // Public content, the same for everyone in a language: cacheable, keyed by language.
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300')
    expect(answer.headers.get('vary')).toContain('UserLang')
    const banners = dataOf(answer)
    expect(banners.map((b) => b.image)).toEqual(bannerKeys.map((key) => `/media/banners/th/${key}.svg`))
    expect(banners[0]?.alt).toBe('เทรดได้ทุกตลาด')
    expect(banners.every((b) => /[\u0E00-\u0E7F]/.test(b.alt))).toBe(true)
    const jp = dataOf(await call<Banner[]>(h.app, '/main/banners', { lang: 'jp' }))
    expect(jp[0]).toMatchObject({ image: '/media/banners/jp/trade-markets.svg', alt: 'マーケットをトレード' })
  })

  it('answers the banner list with Vary: UserLang (caches keep one copy per language)', async () => {
    const res = await call(h.app, '/main/banners', { lang: 'de' })
    expect(res.headers.get('Vary')).toMatch(/UserLang/)
  })

  it('serves the Thai SVG with the Thai words and none of the English ones', async () => {
    const res = await h.app.request('/media/banners/th/trade-markets.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    const svg = await res.text()
    expect(svg).toContain('เทรดได้ทุกตลาด')
    expect(svg).not.toContain('Trade the')
    expect(svg).not.toContain('markets')
    expect(svg).not.toContain('{{')
    expect(svg).toContain('xml:lang="th"')
  })

  it('fills every placeholder of every template in every language', () => {
    for (const lang of languageCodes) {
      for (const key of bannerKeys) {
        const svg = renderBanner(key, lang)
        expect(svg, `${lang}/${key}`).not.toMatch(/\{\{|\*/)
        for (const line of bannerText[key][lang].subtitle) expect(svg).toContain(escapeXml(line))
        expect(svg).toContain(escapeXml(plain(bannerText[key][lang].title[0]).split(' ')[0] ?? ''))
      }
    }
  })

  it('sends an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await h.app.request('/media/banners/de/stake-earn.svg')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^".+"$/)
    const again = await h.app.request('/media/banners/de/stake-earn.svg', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    const other = await h.app.request('/media/banners/fr/stake-earn.svg')
    expect(other.headers.get('ETag')).not.toBe(etag)
  })

  it('XML-escapes the inserted text', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s`)).toBe('Tom &#38; &#34;Jerry&#34; &#60;b&#62;&#39;s')
    const fr = renderBanner('trade-offline', 'fr')
    expect(fr).toContain('l’écran')
    expect(renderBanner('trade-markets', 'en')).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/)
  })

  it('falls back to English for an unknown language', async () => {
    const res = await h.app.request('/media/banners/xx/trade-markets.svg')
    expect(res.status).toBe(200)
    const svg = await res.text()
    expect(svg).toContain('Trade the')
    expect(svg).toContain('xml:lang="en"')
    const list = dataOf(await call<Banner[]>(h.app, '/main/banners', { lang: 'xx' }))
    expect(list[0]?.image).toBe('/media/banners/en/trade-markets.svg')
  })

  it('renders the legacy unlocalized path instead of serving the raw template', async () => {
    const res = await h.app.request('/media/banners/timed-orders.svg')
    expect(res.status).toBe(200)
    const svg = await res.text()
    expect(svg).toContain('Timed orders')
    expect(svg).not.toContain('{{')
  })

  it.each(['/media/banners/th/missing.svg', '/media/banners/en/trade-markets.png', '/media/banners/missing.svg'])(
    'answers %s with a JSON not_found',
    async (path) => {
      const res = await call(h.app, path)
      expect(res.status).toBe(404)
      expect(res.envelope).toMatchObject({ status: 0, code: 'not_found', data: null })
    },
  )
})
