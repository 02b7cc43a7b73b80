// Earn: fixed-term USDT subscriptions. Subscribing moves the amount from available to frozen; the reward
// (amount x ror/100 x cycle/365, rounded down) is fixed then and paid with the principal at end_day by the
// engine job (accrual.ts).
import type { Kysely } from 'kysely'
import type { LanguageCode } from '../../../contract/api'
import type { EarnDetailAnswer, EarnOrder, EarnsAnswer } from '../../../contract/invest'
import { dayOf, dayText, earnReward, earnTerm } from '../../../contract/rules/invest'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { reasons, refs } from '../../ledger/accounts'
import { balanceOf, post } from '../../ledger/ledger'
import { parseAmount, toDbInteger } from '../../ledger/money'
import { productClosed, productNotFound } from './errors'
import { earnOrderOf, earnRewardsPaid, earnTitleRows, findEarnProduct, listEarnOrders, listEarnProducts } from './repo'
import { earnOrder, earnProject, earnTitleOf, usdt } from './view'

const LIST_LIMIT = 200

export async function earns(deps: Deps, userId: number, lang: LanguageCode, before?: number): Promise<EarnsAnswer> {
  const [projects, orders, paid, titleRows] = await Promise.all([
    listEarnProducts(deps.db),
    listEarnOrders(deps.db, userId, LIST_LIMIT, before),
    earnRewardsPaid(deps.db, userId),
    earnTitleRows(deps.db),
  ])
  const titles = new Map(titleRows.map((row) => [row.id, earnTitleOf(row, lang)]))
  return {
    projects: projects.map((p) => earnProject(p, lang)),
    orders: orders.map((o) => earnOrder(o, titles.get(o.product_id) ?? o.coin)),
    total_reward: usdt(paid),
  }
}

export async function earnDetail(
  deps: Deps,
  userId: number,
  id: number,
  lang: LanguageCode,
): Promise<EarnDetailAnswer> {
  const product = await findEarnProduct(deps.db, id)
  if (!product) throw productNotFound()
  const today = dayOf(deps.clock().getTime())
  const term = earnTerm(today, product.cycle)
  const balance = await balanceOf(deps.db, userId, product.coin)
  return {
    ...earnProject(product, lang),
    balance: usdt(balance),
    today: dayText(today),
    start_day: dayText(term.startDay),
    end_day: dayText(term.endDay),
  }
}

export async function earnSubscribe(
  deps: Deps,
  trx: Kysely<Database>,
  reader: { userId: number; lang: LanguageCode },
  input: { id: number; amount: string },
): Promise<EarnOrder> {
  const { userId } = reader
  const product = await findEarnProduct(trx, input.id)
  if (!product) throw productNotFound()
  if (product.status !== 0) throw productClosed()
  if (input.amount === '') throw invalid('amount_required')
  const amount = parseAmount(input.amount, product.coin)
  if (amount === null || amount === 0n) throw invalid('amount_invalid')
  if (amount < product.min) throw new AppError('below_minimum', 'earn_min', { min: usdt(product.min) })
  const now = deps.clock()
  const term = earnTerm(dayOf(now.getTime()), product.cycle)
  const row = await trx
    .insertInto('earn_orders')
    .values({
      user_id: userId,
      product_id: product.id,
      coin: product.coin,
      amount: toDbInteger(amount),
      ror: product.ror,
      cycle: product.cycle,
      reward: toDbInteger(earnReward(amount, product.ror, product.cycle)),
      start_day: term.startDay,
      end_day: term.endDay,
      created_at: now.toISOString(),
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await post(trx, {
    reason: reasons.earnSubscribe,
    ref: refs.earn(row.id),
    at: now,
    entries: [
      { kind: 'user', account: userId, asset: product.coin, amount: -amount },
      { kind: 'user', account: userId, asset: product.coin, amount, bucket: 'frozen' },
    ],
  })
  return earnOrder(earnOrderOf(row), earnTitleOf(product, reader.lang))
}
