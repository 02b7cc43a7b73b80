// Number, money and date output through Intl in the active language. Money arrives as decimal strings and is
// formatted from the string itself (Intl.NumberFormat v3), so no float rounding happens on the way to the screen.

import { type Asset, assetDecimals } from '@contract/api'
import { parseDecimal } from '@contract/rules/decimal'
import { i18n } from '@lingui/core'

type DecimalString = `${number}`

const numberFormats = new Map<string, Intl.NumberFormat>()

function currentLocale(): string {
  return i18n.locale || 'en'
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(cacheKey)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(cacheKey, format)
  }
  return format
}

/**
 * True for a decimal string with an optional sign ("-5.00", "+1", "3"), as the API sends amounts and profits: the
 * strings Intl formats digit for digit. Read at as many decimals as it has characters, so any fraction fits.
 */
export function isDecimalString(value: string): value is DecimalString {
  const text = value.replace(/^\+(?=\d)/, '')
  return parseDecimal(text, text.length, { signed: true }) !== null
}

export interface NumberOptions {
  /** Fixed number of fraction digits (money: 2, coin amounts: up to 8). */
  decimals?: number
  minDecimals?: number
  maxDecimals?: number
  locale?: string
}

/** Formats a number or decimal string; an unparseable string is returned unchanged. */
export function formatNumber(value: number | string, options: NumberOptions = {}): string {
  if (typeof value === 'string' && !isDecimalString(value)) return value
  const { decimals, locale = currentLocale() } = options
  const minimumFractionDigits = decimals ?? options.minDecimals ?? 0
  const maximumFractionDigits = Math.max(decimals ?? options.maxDecimals ?? 8, minimumFractionDigits)
  return numberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value)
}

/**
 * The one money format per asset: at least 2 decimals, and every digit the ledger keeps (USDT 6, BTC and ETH 8)
 * when there are more, never rounded ("10,025.50", "4.515", "0.00155"), so an amount reads the same everywhere
 * and is never shown above what it is.
 */
export function moneyDecimals(asset: Asset): { minDecimals: number; maxDecimals: number } {
  return { minDecimals: 2, maxDecimals: assetDecimals[asset] }
}

/** Money with its unit: "1,234.50 USDT" (the unit follows the number in every language here). */
export function formatMoney(value: number | string, unit = 'USDT', options: NumberOptions = {}): string {
  return `${formatNumber(value, { decimals: 2, ...options })} ${unit}`
}

export function formatPercent(value: number, options: NumberOptions = {}): string {
  const { decimals = 2, locale = currentLocale() } = options
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  }).format(value / 100)
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * Every date and time on screen, in one calendar for every language: the Gregorian one. The chart, the recorded
 * ticks and the API's days (start_day, end_day) are Gregorian; Thai's default Buddhist year (2569) beside them
 * showed one day with two years.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(cacheKey)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory' })
    dateFormats.set(cacheKey, format)
  }
  return format
}

export function formatDateTime(value: Date | string | number, locale = currentLocale()): string {
  const date = value instanceof Date ? value : new Date(value)
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** Large amounts in short form: "1.5B", "845.2M" (or the language's own compact notation). */
export function formatCompact(value: number | string, locale = currentLocale()): string {
  if (typeof value === 'string' && !isDecimalString(value)) return value
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(Number(value))
}

/** A clock time, with the date in front when it is not today. */
export function formatTimeOfDay(value: Date | number, locale = currentLocale(), timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value)
  const day = dateTimeFormat('en-CA', { dateStyle: 'short', timeZone })
  const today = day.format(new Date()) === day.format(date)
  const options: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short', timeZone }
    : { dateStyle: 'short', timeStyle: 'short', timeZone }
  return dateTimeFormat(locale, options).format(date)
}
