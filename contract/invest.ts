// The API contract of the invest products: staking ("miner", a daily yield on a locked USDT amount) and earn
// (a fixed-term deposit paying principal plus reward at the end). Amounts are decimal strings; days are UTC
// dates written YYYY-MM-DD. Rules: ARCHITECTURE.md section 5 and rules/invest.ts.

/** 0 open for subscription, 1 paused (existing orders run on). Ended products are not listed. */
export type InvestProductStatus = 0 | 1
/** A product's stored state: InvestProductStatus, or 2 ended (no longer listed nor sold; final). */
export type InvestProductState = InvestProductStatus | 2

/** A staking product as the caller sees it. */
export interface MinerProduct {
  id: number
  /** In the request language (English when no translation exists). */
  title: string
  /** Whole USDT per subscription. */
  min: string
  max: string
  /** Percent of the amount credited per UTC day, e.g. "1.2". */
  profit: string
  days: number
  /** The most one user may hold in this product at once, in USDT ("0": no limit). */
  limit: string
  /** The most subscriptions one user may make to this product (0: no limit). */
  times: number
  /** Early-cancel cost, percent of the amount per whole day remaining. */
  cancel_cost: string
  status: InvestProductStatus
  /** What the caller holds in it now, and how many subscriptions the caller has made to it. */
  held: string
  subscribed: number
}

/** GET /api/miner_list. Totals are the caller's, in USDT. */
export interface MinerListAnswer {
  list: MinerProduct[]
  /** Principal of the caller's active orders. */
  total: string
  /** Every daily credit the caller has received. */
  total_profit: string
  /** The credits for yesterday's UTC day. */
  yestoday_profit: string
  /** Available USDT. */
  user_money: string
}

/** POST /api/miner_info {id} */
export interface MinerInfoAnswer extends MinerProduct {
  user_money: string
}

/** 0 active, 1 completed (principal returned), 2 cancelled early (penalty shown). */
export type MinerOrderStatus = 0 | 1 | 2

/** What an early cancel returns now: d whole days remain to the end. */
export interface MinerCancelQuote {
  days_left: number
  penalty: string
  refund: string
}

export interface MinerOrder {
  id: number
  product_id: number
  title: string
  amount: string
  /** The daily percent in force at subscription, and the credit it gives per day. */
  profit: string
  daily: string
  days: number
  /** Days credited so far and their sum. */
  profit_days: number
  profit_get: string
  /** ISO 8601 time of subscription. */
  add_time: string
  /** First credited day, and the day the principal returns (at 00:00 UTC). */
  start: string
  end: string
  cancel_cost: string
  status: MinerOrderStatus
  /** Status 2: what the cancel cost and returned. */
  penalty: string | null
  refund: string | null
  /** Status 0: what a cancel would cost and return right now (what miner_cancel applies today). */
  cancel_quote: MinerCancelQuote | null
}

/** GET /api/miner_orders */
export interface MinerOrdersAnswer {
  orders: MinerOrder[]
}

/** POST /api/miner_cancel {id} */
export interface MinerCancelAnswer extends MinerCancelQuote {
  id: number
}

export interface EarnProject {
  id: number
  /** In the UserLang language, e.g. "7-Day USDT Savings"; the coin when the project has no titles. */
  title: string
  coin: 'USDT'
  /** Annual percentage rate, e.g. "8.5". */
  ror: string
  min: string
  /** Days from the interest start to the end. */
  cycle: number
  status: InvestProductStatus
}

/** 0 active, 1 finished (principal and reward paid). */
export type EarnOrderStatus = 0 | 1

export interface EarnOrder {
  id: number
  project_id: number
  /** The project's title in the UserLang language. */
  title: string
  coin: 'USDT'
  amount: string
  ror: string
  cycle: number
  /** Interest starts on start_day; principal and reward are paid at 00:00 UTC of end_day. */
  start_day: string
  end_day: string
  status: EarnOrderStatus
  /** Fixed at subscription; paid at end_day. */
  reward: string
  add_time: string
}

/** GET /api/earns */
export interface EarnsAnswer {
  projects: EarnProject[]
  orders: EarnOrder[]
  /** Rewards paid to the caller so far (USDT). */
  total_reward: string
}

/** POST /api/earn_detail {id}: the project, the caller's balance and the dates a subscription made today gets. */
export interface EarnDetailAnswer extends EarnProject {
  balance: string
  today: string
  start_day: string
  end_day: string
}

/** A staking product as an operator sees it (GET /admin/invest_products, POST /admin/miner_products). */
export interface OperatorMinerProduct {
  id: number
  key: string
  /** Title by language code (en at least). */
  titles: Record<string, string>
  /** Whole USDT per subscription, e.g. "100". */
  min: string
  max: string
  /** Percent per UTC day. */
  profit: string
  days: number
  /** Whole USDT one user may hold at once ("0": no limit). */
  limit: string
  times: number
  cancel_cost: string
  status: InvestProductState
  created_at: string
}

/** An earn project as an operator sees it (GET /admin/invest_products, POST /admin/earn_products). */
export interface OperatorEarnProduct {
  id: number
  key: string
  /** Title by language code; empty when the project is named by its coin. */
  titles: Record<string, string>
  coin: 'USDT'
  ror: string
  /** USDT, e.g. "100.00". */
  min: string
  cycle: number
  status: InvestProductState
  created_at: string
}

/** GET /admin/invest_products: every product, ended ones too, oldest first. */
export interface OperatorInvestProducts {
  miner: OperatorMinerProduct[]
  earn: OperatorEarnProduct[]
}
