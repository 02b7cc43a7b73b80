// The server's first screen of /, /market, /trade/{id} and /contract/{id}: the reader's language (their cookie, else Accept-Language), the data
// of the calls the screen makes in that language, and the plain index.html when there is no renderer. A stand-in
// renderer bundle (written here into the test's own dist) echoes what it was given; the real one, src/ssr.tsx, is
// covered by the browser journey (tests/e2e/first-screen.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageFromAcceptLanguage, readerChoices } from '../../server/http/first-screen-choice'
import { scratchRoot } from '../support/scratch'
import { createHarness, type Harness } from '../support/server/harness'

const template = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
    <link rel="stylesheet" crossorigin href="/assets/shared.css">
    <link rel="preload" as="style" crossorigin href="/assets/main.css">
    <link rel="preload" as="style" crossorigin href="/assets/home.css">
  </head>
  <body>
    <div id="root"><div aria-hidden="true">static shell</div></div>
  </body>
</html>
`

const manifest = {
  'src/main.tsx': { file: 'assets/main.js', css: ['assets/main.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/features/market/MarketScreen.tsx': { file: 'assets/market.js', css: ['assets/market.css'] },
}

// What the renderer received, in the page: the language, the first banner's text and the product count.
const renderer = `
export const appSource = 'src/main.tsx'
export const screenSource = (path) => ({ '/': 'src/features/home/index.ts', '/market': 'src/features/market/MarketScreen.tsx' })[path] ?? null
export async function renderPage({ path, data, upColor, shapes }) {
  const banner = data.banners?.[0]?.alt ?? 'no banner'
  const product = data.product ? [data.product.pid, data.product.interval, data.product.kline.latest.title, data.product.contract?.lups.length ?? 'none'].join(',') : ''
  const root = '<p id="echo">' + [path, data.lang, banner, data.products?.length ?? 0, upColor, shapes, product, data.tz].join('|') + '</p>'
  const attributes = { lang: data.lang, 'data-up': upColor ?? 'green' }
  if (shapes) attributes['data-shapes'] = ''
  return { root, head: '', dataScript: '<script type="application/json" id="first-screen">{}</script>', htmlAttributes: attributes }
}
`

let h: Harness
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(scratchRoot, 'tern-first-screen-'))
  mkdirSync(join(dist, 'ssr'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), template)
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(dist, 'ssr', 'ssr-Test1.js'), renderer)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'shared.css'), '.s{color:red}')
  writeFileSync(join(dist, 'assets', 'main.css'), '.a{color:red}')
  // A sheet's text cannot end the page's <style> element.
  writeFileSync(join(dist, 'assets', 'market.css'), '.m{content:"</style><script>"}')
  h = await createHarness({ env: { TERN_DIST: dist } })
})
afterAll(async () => {
  await h.close()
  rmSync(dist, { recursive: true, force: true })
})

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await h.app.request(path, { headers })
  expect(res.status).toBe(200)
  const html = await res.text()
  const echo = /<p id="echo">([^<]*)<\/p>/.exec(html)?.[1]?.split('|') ?? []
  const product = echo[6]?.split(',') ?? []
  return {
    res,
    html,
    path: echo[0],
    lang: echo[1],
    banner: echo[2],
    products: Number(echo[3]),
    up: echo[4],
    product,
    tz: echo[7],
  }
}

describe('the language of the server-rendered first screen', () => {
  it('is the cookie that mirrors the stored choice, over Accept-Language', async () => {
    const home = await page('/', { Cookie: 'other=1; tern_lang=th', 'Accept-Language': 'ja,en;q=0.8' })
    expect(home.lang).toBe('th')
    // The screen's data comes in that language: the seeded Thai banner.
    expect(home.banner).toBe('เทรดได้ทุกตลาด')
    expect(home.products).toBeGreaterThan(0)
    expect(home.html).toMatch(/<html lang="th" data-up="green">/)
  })

  it('is Accept-Language before any choice, by weight, and English when it names none offered', async () => {
    expect((await page('/', { 'Accept-Language': 'xx, ja;q=0.9, th;q=0.5' })).lang).toBe('jp')
    expect((await page('/market', { 'Accept-Language': 'th-TH,th;q=0.9,en;q=0.8' })).lang).toBe('th')
    expect((await page('/', { 'Accept-Language': 'pt-BR, pt;q=0.9' })).lang).toBe('en')
    expect((await page('/')).lang).toBe('en')
    // An unknown cookie value is no choice.
    expect((await page('/', { Cookie: 'tern_lang=xx', 'Accept-Language': 'de-AT' })).lang).toBe('de')
  })

  it('carries the up colour and shapes of the cookies', async () => {
    const red = await page('/market', { Cookie: 'tern_up=red; tern_shapes=1' })
    expect(red.up).toBe('red')
    expect(red.html).toContain('<html lang="en" data-up="red" data-shapes>')
  })

  it("renders times in the time zone of the reader's cookie, else UTC", async () => {
    expect((await page('/trade/12', { Cookie: 'tern_tz=Asia/Bangkok' })).tz).toBe('Asia/Bangkok')
    // Canonical names, whatever the case; anything this runtime does not know is no zone.
    expect((await page('/trade/12', { Cookie: 'tern_tz=america/new_york' })).tz).toBe('America/New_York')
    for (const bad of ['Mars/Olympus', '../../etc', '"UTC"', 'A'.repeat(80)]) {
      expect((await page('/market', { Cookie: `tern_tz=${bad}` })).tz).toBe('UTC')
    }
    expect((await page('/market')).tz).toBe('UTC')
  })

  it('varies by cookie and Accept-Language and is revalidated', async () => {
    const { res } = await page('/', { 'Accept-Encoding': 'br' })
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(res.headers.get('Vary')).toMatch(/Cookie.*Accept-Language/)
  })
})

describe('the page around the first screen', () => {
  it('puts the screen in #root with its data and applies its styles inline, preloading no script', async () => {
    const market = await page('/market')
    expect(market.path).toBe('/market')
    expect(market.html).toContain('<div id="root"><p id="echo">')
    expect(market.html).not.toContain('static shell')
    expect(market.html).toContain('<script type="application/json" id="first-screen">{}</script>')
    // index.html links the shared sheet and only preloads the app's: the server's page applies them, and the
    // screen's own, inline (no request before the first paint), each beside a disabled link (never fetched), so that the
    // app loading its chunks adds no second copy.
    const inline = (href: string, rules: string) =>
      `<style data-href="${href}">${rules}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`
    expect(market.html).toContain(inline('/assets/shared.css', '.s{color:red}'))
    expect(market.html).toContain(inline('/assets/main.css', '.a{color:red}'))
    expect(market.html).toContain(inline('/assets/market.css', '.m{content:"<\\/style><script>"}'))
    expect(market.html).not.toContain('rel="preload" as="style" crossorigin href="/assets/main.css"')
    expect(market.html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]*">/)
    // No script before the first paint: the entry asks for the app after it.
    expect(market.html).not.toContain('modulepreload')
    expect(market.html).not.toContain('rel="preload" as="style"')
    expect(market.html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>')
  })

  it("gives the trade and contract screens their product's price header (and the contract's book) in the language", async () => {
    const kline = await h.app.request('/main/kline/pid/12/t/15m/depth/2', { headers: { UserLang: 'th' } })
    const { title } = ((await kline.json()) as { data: { latest: { title: string } } }).data.latest
    const trade = await page('/trade/12', { Cookie: 'tern_lang=th' })
    expect(trade.product).toEqual(['12', '15m', title, 'none'])
    const contract = await page('/contract/12', { 'Accept-Language': 'th' })
    expect(contract.lang).toBe('th')
    expect(contract.product.slice(0, 3)).toEqual(['12', '15m', title])
    expect(Number(contract.product[3])).toBeGreaterThan(0)
    // Home and the market list carry no product.
    expect((await page('/market')).product).toEqual([''])
  })

  it('leaves other app routes and index.html itself to the plain shell, and never serves the renderer', async () => {
    for (const path of ['/trade/12/contract', '/contract/12/hold', '/trade/x', '/coin/1']) {
      expect(await (await h.app.request(path)).text()).toContain('static shell')
    }
    const index = await h.app.request('/index.html')
    expect(await index.text()).toContain('static shell')
    expect((await h.app.request('/ssr/ssr-Test1.js')).status).toBe(404)
  })
})

describe('Accept-Language', () => {
  it('maps tags to the offered languages: Traditional Chinese regions to tw, primary subtags otherwise', () => {
    expect(languageFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('tw')
    expect(languageFromAcceptLanguage('zh-Hant-HK')).toBe('tw')
    expect(languageFromAcceptLanguage('ko-KR')).toBe('ko')
    expect(languageFromAcceptLanguage('en-GB;q=0.2, fr-CA;q=0.9')).toBe('fr')
    // Simplified Chinese and Indonesian have catalogs, but the picker does not offer them.
    expect(languageFromAcceptLanguage('zh-CN, id')).toBeNull()
    expect(languageFromAcceptLanguage('*, th;q=0')).toBeNull()
    expect(languageFromAcceptLanguage(undefined)).toBeNull()
  })

  it('comes after a chosen language, whatever it says', () => {
    expect(readerChoices('tern_lang=vi', 'th')).toEqual({ lang: 'vi', upColor: null, shapes: false, timeZone: null })
    expect(readerChoices(undefined, 'th')).toEqual({ lang: 'th', upColor: null, shapes: false, timeZone: null })
  })
})
