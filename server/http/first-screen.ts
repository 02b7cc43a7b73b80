// The first screen of /, /market, /trade/{id} and /contract/{id} in the HTML the server sends: the app's own
// components rendered by the server bundle that the build makes of src/ssr.tsx (dist/ssr/ssr-<hash>.js, loaded here
// at run time: server/ never imports src/), from the answers of the public calls that the screen would ask for
// (home's banners and recommended coins, the product list, a product's price header and book), in the reader's
// language and up colour (./first-screen-choice.ts). The browser's app hydrates it. A page is rendered once per
// version of its data and choices (an answer without an ETag, the contract book, is a new version each time), then
// served from memory. Without the bundle, or if
// a render fails, the caller serves the plain index.html.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context, Hono } from 'hono'
import { headers } from '../../contract/api'
import { addVary, type Encoding, negotiateEncoding } from './encoding'
import { type ReaderChoices, readerChoices } from './first-screen-choice'
import type { AppEnv } from './types'

/** A public call a rendered screen asks for first, as the app asks it. */
interface PageCall {
  name: 'banners' | 'recommended' | 'products' | 'kline' | 'contract'
  path: string
  /** A POST's JSON body (absent: GET). */
  body?: unknown
}

/**
 * The trade and contract screens' chart interval on arrival (src/features/micro/model.ts DEFAULT_INTERVAL): the
 * price header comes from that interval's refresh call. Were they to differ, the app would only ignore the data.
 */
const FIRST_INTERVAL = '15m'
const klineCall = (pid: number): PageCall => ({
  name: 'kline',
  path: `/main/kline/pid/${pid}/t/${FIRST_INTERVAL}/depth/2`,
})

/** What each rendered path's screen asks for first (home's top lists come from the product list); null: not rendered. */
export function pageCalls(path: string): readonly PageCall[] | null {
  if (path === '/') {
    return [
      { name: 'banners', path: '/main/banners' },
      { name: 'recommended', path: '/main/recommand_coin' },
      { name: 'products', path: '/main/products' },
    ]
  }
  if (path === '/market') return [{ name: 'products', path: '/main/products' }]
  const product = /^\/(trade|contract)\/([1-9]\d{0,8})$/.exec(path)
  if (!product) return null
  const pid = Number(product[2])
  if (product[1] === 'trade') return [klineCall(pid)]
  return [klineCall(pid), { name: 'contract', path: '/main/product_lvs', body: { pid } }]
}

/** The data the page carries (src/shared/lib/first-screen.ts FirstScreenData). */
interface PageData {
  lang: string
  savedAt: number
  /** The zone the page's times are rendered in: the reader's (cookie), else UTC (src/shared/lib/time-zone.ts). */
  tz: string
  banners: unknown[] | null
  recommended: unknown[] | null
  products: unknown[] | null
  /** The trade or contract screen's product: its price header, recent trades and (contract) book. */
  product: { pid: number; interval: string; kline: unknown; contract: unknown } | null
}

interface RenderedPage {
  head: string
  root: string
  dataScript: string
  htmlAttributes: Record<string, string>
}

/** The server bundle's exports (src/ssr.tsx). */
interface Renderer {
  renderPage(input: {
    path: string
    data: PageData
    upColor: ReaderChoices['upColor']
    shapes: boolean
  }): Promise<RenderedPage>
  /** The source module of the screen at a path (its styles and chunks go into the page). */
  screenSource(path: string): string | null
  appSource: string
}

/** The client build's manifest (build.manifest): source module -> its chunk, styles and static imports. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

const PAGES_KEPT = 64

/** Built stylesheets' texts by path (a new build's have new names: hashed). */
const sheets = new Map<string, string | null>()
function styleText(path: string): string | null {
  let text = sheets.get(path)
  if (text === undefined) {
    text = existsSync(path) ? readFileSync(path, 'utf8') : null
    if (sheets.size > 256) sheets.clear()
    sheets.set(path, text)
  }
  return text
}
const HTML_TYPE = 'text/html; charset=utf-8'
const ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip'])
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

interface Page {
  html: Buffer
  encoded: Map<Encoding, Promise<Buffer>>
}

export interface FirstScreen {
  /** Whether the server renders the page at `path`. */
  renders(path: string): boolean
  /** The rendered page, or null when it cannot be rendered (no server bundle, a failed call or render). */
  answer(c: Context<AppEnv>): Promise<Response | null>
}

const isRenderer = (value: unknown): value is Renderer =>
  typeof value === 'object' &&
  value !== null &&
  'renderPage' in value &&
  typeof value.renderPage === 'function' &&
  'screenSource' in value &&
  'appSource' in value

/** A file's text and what is derived from it, read again when the file changes (a new build). */
function watched<T>(path: string, derive: (text: string) => T): () => T {
  let known: { mtimeMs: number; value: T } | null = null
  return () => {
    const { mtimeMs } = statSync(path)
    if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, value: derive(readFileSync(path, 'utf8')) }
    return known.value
  }
}

export function createFirstScreen(app: Hono<AppEnv>, dist: string): FirstScreen {
  const bundleDir = join(dist, 'ssr')
  const template = watched(join(dist, 'index.html'), (text) => text)
  const manifest = watched(join(dist, '.vite', 'manifest.json'), (text) => JSON.parse(text) as Manifest)
  let renderer: { file: string; module: Promise<Renderer> } | null = null
  const pages = new Map<string, Page>()
  let warned = false

  /** The bundle's entry, named by its hash: a new build's is a new module (its chunks import it by that name). */
  function loadRenderer(): Promise<Renderer> {
    const name = readdirSync(bundleDir).find((file) => /^ssr-[\w-]+\.js$/.test(file))
    if (!name) throw new Error(`no first-screen renderer in ${bundleDir}`)
    const file = join(bundleDir, name)
    if (renderer?.file !== file) {
      const module = import(pathToFileURL(file).href).then((loaded: unknown) => {
        if (!isRenderer(loaded)) throw new Error(`${file} is not the first-screen renderer`)
        return loaded
      })
      renderer = { file, module }
    }
    return renderer.module
  }

  /** The answer of a public call in the language: its body (not parsed yet) and its version. */
  async function call({ path, body }: PageCall, lang: string): Promise<{ body: string; etag: string }> {
    const init: RequestInit =
      body === undefined
        ? { headers: { [headers.lang]: lang } }
        : {
            method: 'POST',
            headers: { [headers.lang]: lang, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }
    const response = await app.request(path, init)
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return { body: await response.text(), etag: response.headers.get('ETag') ?? String(Date.now()) }
  }

  async function render(path: string, choices: ReaderChoices): Promise<Page> {
    const calls = pageCalls(path) ?? []
    const answers = await Promise.all(calls.map((pageCall) => call(pageCall, choices.lang)))
    const tz = choices.timeZone ?? 'UTC'
    const key = [path, choices.lang, choices.upColor, choices.shapes, tz, ...answers.map((a) => a.etag)].join('|')
    const known = pages.get(key)
    if (known) return known
    const dataOf = (name: PageCall['name']): unknown => {
      const answer = answers[calls.findIndex((pageCall) => pageCall.name === name)]
      return answer ? (JSON.parse(answer.body) as { data: unknown }).data : null
    }
    const recommend = dataOf('recommended') as { recommand?: unknown[] } | null
    const pid = Number(path.split('/')[2])
    const kline = dataOf('kline')
    const data: PageData = {
      lang: choices.lang,
      savedAt: Date.now(),
      tz,
      banners: (dataOf('banners') as unknown[] | null) ?? null,
      recommended: recommend?.recommand ?? null,
      products: (dataOf('products') as unknown[] | null) ?? null,
      product: kline ? { pid, interval: FIRST_INTERVAL, kline, contract: dataOf('contract') } : null,
    }
    const bundle = await loadRenderer()
    const rendered = await bundle.renderPage({ path, data, upColor: choices.upColor, shapes: choices.shapes })
    const screen = bundle.screenSource(path)
    const assets = screenAssets(manifest(), [bundle.appSource, ...(screen ? [screen] : [])])
    const html = assemble(template(), rendered, assets, (file) => styleText(join(dist, file)))
    const page: Page = { html: Buffer.from(html), encoded: new Map() }
    if (pages.size >= PAGES_KEPT) {
      const oldest = pages.keys().next().value
      if (oldest !== undefined) pages.delete(oldest)
    }
    pages.set(key, page)
    return page
  }

  return {
    renders: (path) => pageCalls(path) !== null,
    async answer(c) {
      // A build without the server bundle (older, or a test's): the plain page, nothing to report.
      if (!existsSync(bundleDir)) return null
      const choices = readerChoices(c.req.header('Cookie'), c.req.header('Accept-Language'))
      let page: Page
      try {
        page = await render(c.req.path, choices)
      } catch (error) {
        if (!warned) console.warn(`first screen not rendered, serving the plain index.html: ${String(error)}`)
        warned = true
        return null
      }
      return respond(c, page)
    },
  }
}

async function respond(c: Context<AppEnv>, page: Page): Promise<Response> {
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), ENCODINGS)
  const responseHeaders = new Headers({ 'Content-Type': HTML_TYPE, 'Cache-Control': 'private, no-cache' })
  // The page is in the reader's language and colours: caches keep one per cookie and Accept-Language.
  addVary(responseHeaders, 'Cookie')
  addVary(responseHeaders, 'Accept-Language')
  addVary(responseHeaders, 'Accept-Encoding')
  let body = page.html
  if (encoding !== 'identity') {
    let encoded = page.encoded.get(encoding)
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(page.html, { level: 6 })
      page.encoded.set(encoding, encoded)
    }
    body = await encoded
    responseHeaders.set('Content-Encoding', encoding)
  }
  responseHeaders.set('Content-Length', String(body.length))
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: responseHeaders })
}

interface ScreenAssets {
  scripts: string[]
  styles: string[]
}

/** The chunks and styles of the given source modules with everything they import statically. */
export function screenAssets(manifest: Manifest, sources: readonly string[]): ScreenAssets {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || scripts.has(entry.file)) return
    scripts.add(entry.file)
    for (const css of entry.css ?? []) styles.add(css)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const source of sources) visit(source)
  return { scripts: [...scripts], styles: [...styles] }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * A stylesheet of the page, in the page: the rules inline (no request before the first paint: each one cost the
 * first paint a round trip), beside a disabled link (neither fetched nor applied) so that the app, loading the
 * chunk the sheet belongs to, finds the sheet already there and adds no second copy (Vite's preload helper skips
 * the href of any `<link rel="stylesheet">` of the document).
 */
function inlineSheet(href: string, rules: string): string {
  return `<style data-href="${href}">${rules.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`
}

/**
 * index.html with the rendered screen in #root, its data after it, <html>'s attributes, and the screen's styles
 * applied inline (index.html links the shared sheet and only preloads the others: its static shell has its own),
 * without index.html's script preloads. `styleText` gives a built stylesheet's text (null: linked instead).
 */
export function assemble(
  template: string,
  page: RenderedPage,
  assets: ScreenAssets,
  styleText: (file: string) => string | null = () => null,
): string {
  const attributes = Object.entries(page.htmlAttributes)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')
  let html = template.replace(/<html\b[^>]*>/, `<html ${attributes}>`)
  const added: string[] = page.head ? [page.head] : []
  // The sheets the template links (render-blocking requests) go inline too.
  const linked = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)].map((m) => m[1] ?? '')
  for (const style of [...linked, ...assets.styles.filter((s) => !linked.includes(s))]) {
    const preload = `<link rel="preload" as="style" crossorigin href="/${style}">`
    const link = `<link rel="stylesheet" crossorigin href="/${style}">`
    const rules = styleText(style)
    const sheet = rules === null ? link : inlineSheet(`/${style}`, rules)
    if (html.includes(link)) html = html.replace(link, sheet)
    else if (html.includes(preload)) html = html.replace(preload, sheet)
    else if (!html.includes(`href="/${style}"`)) added.push(sheet)
  }
  // No script is preloaded: the page is painted from its HTML and inline styles alone, and the entry (src/boot.ts)
  // asks for the app after that first paint (the import's own preloads fetch its chunks side by side). Preloaded,
  // 100 KB of scripts shared the first paint's bandwidth and main thread.
  html = html.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
  // Nor another screen's stylesheet (index.html preloads home's for its static shell).
  html = html.replace(/[ \t]*<link rel="preload" as="style"[^>]*>\n?/g, '')
  if (added.length > 0) html = html.replace('</head>', `  ${added.join('\n    ')}\n  </head>`)
  const rootAt = html.indexOf('<div id="root">')
  const bodyEnd = html.lastIndexOf('</body>')
  if (rootAt < 0 || bodyEnd < rootAt) throw new Error('index.html has no <div id="root"> before </body>')
  return `${html.slice(0, rootAt)}<div id="root">${page.root}</div>\n    ${page.dataScript}\n  ${html.slice(bodyEnd)}`
}
