// The typed database schema, composed from one file per area under tables/. Times are ISO 8601 UTC strings (they
// sort as text on SQLite and PostgreSQL); money columns are INTEGER minor units (USDT 1e-6, BTC/ETH 1e-8).
import type { AccountsTables } from './tables/accounts'
import type { ContentTables } from './tables/content'
import type { FeedTables } from './tables/feed'
import type { InvestTables } from './tables/invest'
import type { LedgerTables } from './tables/ledger'
import type { MarketTables } from './tables/market'
import type { MessagesTables } from './tables/messages'
import type { OperatorsTables } from './tables/operators'
import type { TradingTables } from './tables/trading'
import type { VerifiableTables } from './tables/verifiable'
import type { WalletTables } from './tables/wallet'

export type * from './tables/accounts'
export type * from './tables/content'
export type * from './tables/feed'
export type * from './tables/invest'
export type * from './tables/ledger'
export type * from './tables/market'
export type * from './tables/messages'
export type * from './tables/operators'
export type * from './tables/trading'
export type * from './tables/verifiable'
export type * from './tables/wallet'

export interface Database
  extends AccountsTables,
    ContentTables,
    FeedTables,
    InvestTables,
    LedgerTables,
    MarketTables,
    MessagesTables,
    OperatorsTables,
    TradingTables,
    VerifiableTables,
    WalletTables {}
