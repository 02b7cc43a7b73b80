// The title and text of a notification in the reader's language, written when it is read (the inbox) or sent
// (Web Push). Amounts, prices and times are formatted for the language with Intl, from the decimal strings
// themselves (Intl.NumberFormat v3), so no float rounding happens; times are shown in UTC with the zone named.
import { bcp47ByLanguage, type LanguageCode } from '../../../contract/api'
import { type NotificationKind, notificationKinds } from '../../../contract/notifications'
import { translate } from '../../i18n'
import { seededText } from '../../i18n/catalog'
import type { NotifyKey } from '../../i18n/keys'
import type { InvestNames } from '../invest'

export interface RenderedNotification {
  title: string
  content: string
}

type Formatter = (value: string, locale: string) => string

const decimal = /^-?\d+(\.\d+)?$/

/** `minDecimals` 'as given' keeps the digits the value was written with (a price at its product's precision). */
function number(minDecimals: number | 'as given', signDisplay: 'auto' | 'exceptZero' = 'auto'): Formatter {
  return (value, locale) => {
    if (!decimal.test(value)) return value
    const given = value.split('.')[1]?.length ?? 0
    const minimumFractionDigits = Math.min(minDecimals === 'as given' ? given : minDecimals, 8)
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits: 8, signDisplay })
    return format.format(value as `${number}`)
  }
}

const time: Formatter = (value, locale) => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: 'UTC',
    calendar: 'gregory',
  }).format(date)
}

/** How each parameter name is shown; the others (coin, product, reasons, levels) go in as stored. */
const formatters: Readonly<Record<string, Formatter>> = {
  amount: number(2),
  reward: number(2),
  profit: number(2, 'exceptZero'),
  price: number('as given'),
  target: number('as given'),
  time,
}

function isKind(kind: string): kind is NotificationKind {
  return (notificationKinds as readonly string[]).includes(kind)
}

function parseStrings(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json)
  if (typeof parsed !== 'object' || parsed === null) return {}
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** An announcement's text in the reader's language, else in English (every announcement has English). */
function announcementText(lang: LanguageCode, texts: string): RenderedNotification {
  const parsed: unknown = JSON.parse(texts)
  const byLang = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  const pick = (l: string) => {
    const t = byLang[l]
    if (typeof t !== 'object' || t === null) return undefined
    const { title, content } = t as Record<string, unknown>
    return typeof title === 'string' && typeof content === 'string' ? { title, content } : undefined
  }
  return pick(lang) ?? pick('en') ?? { title: '', content: '' }
}

/**
 * The product a notification names, in `lang`: an invest product by its reference (or the English title older
 * rows stored), a market product by its stored title (translated while it is a seeded one).
 */
function productName(kind: NotificationKind, params: Record<string, string>, lang: LanguageCode, names?: InvestNames) {
  const product = params.product ?? ''
  if (kind === 'invest_matured') return names?.(params.ref, product, lang) ?? product
  return seededText(product, lang)
}

/** `investNames`: needed for invest_matured notifications (invest/titles.ts), else they keep the stored title. */
export function renderNotification(
  lang: LanguageCode,
  row: { kind: string; params: string; announcement?: { texts: string } | null },
  investNames?: InvestNames,
): RenderedNotification {
  const kind = row.kind
  if (!isKind(kind)) throw new Error(`unknown notification kind ${kind}`)
  if (kind === 'announcement') return announcementText(lang, row.announcement?.texts ?? '{}')
  const locale = bcp47ByLanguage[lang]
  const stored = parseStrings(row.params)
  if (stored.product !== undefined) stored.product = productName(kind, stored, lang, investNames)
  const params = Object.fromEntries(
    Object.entries(stored).map(([name, value]) => [name, formatters[name]?.(value, locale) ?? value]),
  )
  const key = (part: 'title' | 'content'): NotifyKey => `notify_${kind}_${part}`
  return { title: translate(lang, key('title'), params), content: translate(lang, key('content'), params) }
}
