// Rows -> wire shapes of the invest API (contract/invest.ts): decimal strings, YYYY-MM-DD days, localized titles.
import type { LanguageCode } from '../../../contract/api'
import type {
  EarnOrder,
  EarnProject,
  InvestProductState,
  InvestProductStatus,
  MinerOrder,
  MinerProduct,
  OperatorEarnProduct,
  OperatorMinerProduct,
} from '../../../contract/invest'
import { dayText, minerCancelQuote } from '../../../contract/rules/invest'
import type { EarnOrderRow, EarnProductRow, MinerOrderRow, MinerProductRow } from '../../db/schema'
import { formatAmount } from '../../ledger/money'

export const usdt = (minor: bigint) => formatAmount(minor, 'USDT')
/** Whole-USDT figures (staking limits) without decimals. */
export const whole = (minor: bigint) => formatAmount(minor, 'USDT', 0)

/** A product's title in `lang`, else English, else `fallback` (a staking product's key). */
export function titleOf(row: { key: string; titles: string }, lang: LanguageCode, fallback = row.key): string {
  const titles: unknown = JSON.parse(row.titles)
  if (typeof titles !== 'object' || titles === null) return fallback
  const byLang = titles as Record<string, unknown>
  const title = byLang[lang] ?? byLang.en
  return typeof title === 'string' ? title : fallback
}

/** An earn project's title in `lang`; its coin when it has none. */
export const earnTitleOf = (row: { key: string; titles: string; coin: string }, lang: LanguageCode) =>
  titleOf(row, lang, row.coin)

/** A product's titles by language code (strings only; a stored value that is not an object reads as none). */
export function titlesOf(row: { titles: string }): Record<string, string> {
  const titles: unknown = JSON.parse(row.titles)
  if (typeof titles !== 'object' || titles === null) return {}
  return Object.fromEntries(
    Object.entries(titles).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

const productStatus = (status: InvestProductState): InvestProductStatus => (status === 0 ? 0 : 1)

export function minerProduct(
  row: MinerProductRow,
  lang: LanguageCode,
  mine: { count: number; held: bigint } | undefined,
): MinerProduct {
  return {
    id: row.id,
    title: titleOf(row, lang),
    min: whole(row.min),
    max: whole(row.max),
    profit: row.profit,
    days: row.days,
    limit: whole(row.limit_amount),
    times: row.times,
    cancel_cost: row.cancel_cost,
    status: productStatus(row.status),
    held: usdt(mine?.held ?? 0n),
    subscribed: mine?.count ?? 0,
  }
}

export function minerOrder(row: MinerOrderRow, title: string, nowMs: number): MinerOrder {
  const active = row.status === 0
  const quote = active ? minerCancelQuote(row.amount, row.cancel_cost, row.end_day, nowMs) : null
  return {
    id: row.id,
    product_id: row.product_id,
    title,
    amount: usdt(row.amount),
    profit: row.profit,
    daily: usdt(row.daily),
    days: row.days,
    profit_days: row.profit_days,
    profit_get: usdt(row.profit_get),
    add_time: row.created_at,
    start: dayText(row.start_day),
    end: dayText(row.end_day),
    cancel_cost: row.cancel_cost,
    status: row.status,
    penalty: row.penalty === null ? null : usdt(row.penalty),
    refund: row.refund === null ? null : usdt(row.refund),
    cancel_quote: quote
      ? { days_left: quote.daysLeft, penalty: usdt(quote.penalty), refund: usdt(quote.refund) }
      : null,
  }
}

export function earnProject(row: EarnProductRow, lang: LanguageCode): EarnProject {
  return {
    id: row.id,
    title: earnTitleOf(row, lang),
    coin: row.coin,
    ror: row.ror,
    min: usdt(row.min),
    cycle: row.cycle,
    status: productStatus(row.status),
  }
}

export function earnOrder(row: EarnOrderRow, title: string): EarnOrder {
  return {
    id: row.id,
    project_id: row.product_id,
    title,
    coin: row.coin,
    amount: usdt(row.amount),
    ror: row.ror,
    cycle: row.cycle,
    start_day: dayText(row.start_day),
    end_day: dayText(row.end_day),
    status: row.status,
    reward: usdt(row.reward),
    add_time: row.created_at,
  }
}

export function operatorMinerProduct(row: MinerProductRow): OperatorMinerProduct {
  return {
    id: row.id,
    key: row.key,
    titles: titlesOf(row),
    min: whole(row.min),
    max: whole(row.max),
    profit: row.profit,
    days: row.days,
    limit: whole(row.limit_amount),
    times: row.times,
    cancel_cost: row.cancel_cost,
    status: row.status,
    created_at: row.created_at,
  }
}

export function operatorEarnProduct(row: EarnProductRow): OperatorEarnProduct {
  return {
    id: row.id,
    key: row.key,
    titles: titlesOf(row),
    coin: row.coin,
    ror: row.ror,
    min: usdt(row.min),
    cycle: row.cycle,
    status: row.status,
    created_at: row.created_at,
  }
}
