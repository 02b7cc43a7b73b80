// Localized banner images: GET /media/banners/<lang>/<key>.svg fills the SVG template of a banner with the words of
// one language (banner-text.ts). Each (lang, key) is rendered once and kept in memory. The legacy path
// /media/banners/<key>.svg renders in the request language (English for a plain <img>), so the raw template with its
// {{placeholders}} is never served.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { bcp47ByLanguage, type LanguageCode } from '../../../contract/api'
import { fail } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { parseLanguage } from '../../i18n'
import { type BannerKey, bannerText, bannerTitle, isBannerKey } from './banner-text'

const templateDir = fileURLToPath(new URL('../../seed/media/banners/', import.meta.url))
const CACHE_CONTROL = 'public, max-age=86400'
const ACCENT = '#2dd4bf'

/** Room for the text left of the artwork, at the banner's 750 px design width. */
const TITLE_WIDTH = 330
const SUBTITLE_WIDTH = 330
const DIAL_WIDTH = 150
const TITLE_SIZE = 40
const SUBTITLE_SIZE = 17
const DIAL_SIZE = 14

/** Tracking suits Latin capitals; Thai and CJK are set nearly solid. */
const tightScripts = new Set<LanguageCode>(['th', 'jp', 'ko', 'tw', 'cn'])

const BASE_FONTS = ['Inter', 'Noto Sans', 'Noto Sans Thai']
const CJK_FONTS = ['Noto Sans CJK JP', 'PingFang TC', 'Hiragino Sans']
const TAIL_FONTS = ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif']
/** Han glyphs differ between Japanese and Chinese: the language's own CJK face goes first. */
const preferredCjk: Partial<Record<LanguageCode, string[]>> = {
  tw: ['Noto Sans CJK TC', 'PingFang TC'],
  cn: ['Noto Sans CJK SC', 'PingFang SC'],
  ko: ['Noto Sans CJK KR', 'Apple SD Gothic Neo'],
}

function fontFamily(lang: LanguageCode): string {
  const fonts = [...BASE_FONTS, ...(preferredCjk[lang] ?? []), ...CJK_FONTS, ...TAIL_FONTS]
  return [...new Set(fonts)].map((f) => (f.includes(' ') ? `'${f}'` : f)).join(', ')
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** A rough advance width in em of bold sans text: wide for CJK and Hangul, zero for Thai combining marks. */
function emWidth(text: string): number {
  let width = 0
  for (const ch of text.replaceAll('*', '')) {
    const code = ch.codePointAt(0) ?? 0
    if (code >= 0x2e80 && code <= 0xffef && !(code >= 0xd800 && code <= 0xf8ff)) width += 1
    else if (code === 0x0e31 || (code >= 0x0e34 && code <= 0x0e3a) || (code >= 0x0e47 && code <= 0x0e4e)) width += 0
    else if (code >= 0x0e00 && code <= 0x0e7f) width += 0.62
    else if (ch === ' ') width += 0.28
    else if (/[.,;:!'’|·–-]/.test(ch)) width += 0.32
    else if (/[A-ZÀ-ÞĐ]/.test(ch) || /[mwMW]/.test(ch)) width += 0.74
    else if (/[ijlft]/.test(ch)) width += 0.34
    else width += 0.6
  }
  return width
}

/** The largest size (up to `max`) at which every line fits `room` px, never below `min`. */
function fitSize(lines: readonly string[], max: number, min: number, room: number, perChar = 0): number {
  const fits = lines.map((line) => {
    const chars = [...line.replaceAll('*', '')].length
    const em = emWidth(line)
    return em === 0 ? max : Math.floor((room - perChar * chars) / em)
  })
  return Math.max(min, Math.min(max, ...fits))
}

/** Escaped text with *accent* spans drawn in the accent colour. */
function markup(line: string): string {
  return line
    .split('*')
    .map((part, index) => (index % 2 === 1 ? `<tspan fill="${ACCENT}">${escapeXml(part)}</tspan>` : escapeXml(part)))
    .join('')
}

function layout(key: BannerKey, lang: LanguageCode): Record<string, string> {
  const text = bannerText[key][lang]
  const [title1, title2 = ''] = text.title
  const [sub1, sub2 = ''] = text.subtitle
  const titleSize = fitSize(text.title, TITLE_SIZE, 26, TITLE_WIDTH)
  const subSize = fitSize(text.subtitle, SUBTITLE_SIZE, 13, SUBTITLE_WIDTH / 0.95)
  // Two title lines start at y=132 (the original design); a single line sits lower to keep the block centred.
  const title1Y = text.title.length === 2 ? 132 : 150
  const titleEndY = text.title.length === 2 ? title1Y + Math.round(titleSize * 1.2) : title1Y
  const sub1Y = titleEndY + 42
  const sub2Y = sub1Y + Math.round(subSize * 1.41)
  const dial = text.art?.dial ?? ''
  return {
    lang: bcp47ByLanguage[lang],
    font: escapeXml(fontFamily(lang)),
    alt: escapeXml(bannerTitle(key, lang)),
    eyebrow: escapeXml(text.eyebrow),
    eyebrowSpacing: tightScripts.has(lang) ? '1' : '3',
    title1: markup(title1),
    title2: markup(title2),
    sub1: escapeXml(sub1),
    sub2: escapeXml(sub2),
    titleSize: String(titleSize),
    subSize: String(subSize),
    title1Y: String(title1Y),
    title2Y: String(title1Y + Math.round(titleSize * 1.2)),
    sub1Y: String(sub1Y),
    sub2Y: String(sub2Y),
    dial: escapeXml(dial),
    dialSize: String(fitSize([dial], DIAL_SIZE, 10, DIAL_WIDTH, 2)),
    dialSpacing: tightScripts.has(lang) ? '1' : '2',
    unit: escapeXml(text.art?.unit ?? ''),
  }
}

const templates = new Map<BannerKey, string>()

function template(key: BannerKey): string {
  let svg = templates.get(key)
  if (svg === undefined) {
    svg = readFileSync(`${templateDir}${key}.svg`, 'utf8')
    templates.set(key, svg)
  }
  return svg
}

/** The SVG of a banner in a language (placeholders all filled; an unknown one is a bug, so it throws). */
export function renderBanner(key: BannerKey, lang: LanguageCode): string {
  const values = layout(key, lang)
  return template(key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Banner template ${key}.svg has an unknown placeholder {{${name}}}`)
    return value
  })
}

interface Rendered {
  body: string
  etag: string
}

const rendered = new Map<string, Rendered>()

function cachedBanner(key: BannerKey, lang: LanguageCode): Rendered {
  const id = `${lang}/${key}`
  let art = rendered.get(id)
  if (!art) {
    const body = renderBanner(key, lang)
    art = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` }
    rendered.set(id, art)
  }
  return art
}

/** Where the image of a banner in a language is served. */
export function bannerImagePath(key: BannerKey, lang: LanguageCode): string {
  return `/media/banners/${lang}/${key}.svg`
}

function serve(c: Context<AppEnv>, lang: LanguageCode, file: string) {
  const key = /^(.+)\.svg$/.exec(file)?.[1] ?? ''
  if (!isBannerKey(key)) return fail(c, 'not_found', 404)
  const art = cachedBanner(key, lang)
  const headers = { ETag: art.etag, 'Cache-Control': CACHE_CONTROL }
  if (c.req.header('If-None-Match') === art.etag) return c.body(null, 304, headers)
  return c.body(art.body, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' })
}

/** Mounted at /media, ahead of the static media files. */
export const bannerArt = new Hono<AppEnv>()
  .get('/banners/:lang/:file', (c) => serve(c, parseLanguage(c.req.param('lang')), c.req.param('file')))
  .get('/banners/:file', (c) => {
    // The language comes from the UserLang header here: caches must keep one copy per language.
    c.header('Vary', 'UserLang')
    return serve(c, c.var.lang, c.req.param('file'))
  })
