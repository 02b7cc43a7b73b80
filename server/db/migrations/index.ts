import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as m001 from './001_accounts'
import * as m002 from './002_ledger'
import * as m003 from './003_content'
import * as m004 from './004_market'
import * as m005 from './005_watchlist'
import * as m006 from './006_wallet'
import * as m007 from './007_trading'
import * as m008 from './008_balances'
import * as m009 from './009_scale_out'
import * as m010 from './010_money_limits'
import * as m011 from './011_sessions'
import * as m012 from './012_upload_quota'
import * as m013 from './013_contract'
import * as m014 from './014_identity'
import * as m015 from './015_invest'
import * as m016 from './016_support'
import * as m017 from './017_notifications'
import * as m018 from './018_price_alerts'
import * as m019 from './019_push'
import * as m020 from './020_operators'
import * as m021 from './021_operator_data'
import * as m022 from './022_earn_titles'
import * as m023 from './023_demo_history'
import * as m025 from './025_verification_images'
import * as m026 from './026_feed'
import * as m027 from './027_tick_storage'
import * as m028 from './028_history_keyset'
import * as m029 from './029_user_security'
import * as m030 from './030_house_slots'
import * as m031 from './031_enrolment_codes'
import * as m032 from './032_statement'
import * as m033 from './033_price_record'
import * as m034 from './034_fill_index'
import * as m035 from './035_house_limit_lock'
import * as m036 from './036_session_notices'
import * as m037 from './037_liabilities'
import * as m038 from './038_contract_stops'
import * as m039 from './039_reason_totals'

// In-code provider: the migrations ship inside the server bundle, in this order, under stable names.
export const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_ledger': m002,
  '003_content': m003,
  '004_market': m004,
  '005_watchlist': m005,
  '006_wallet': m006,
  '007_trading': m007,
  '008_balances': m008,
  '009_scale_out': m009,
  '010_money_limits': m010,
  '011_sessions': m011,
  '012_upload_quota': m012,
  '013_contract': m013,
  '014_identity': m014,
  '015_invest': m015,
  '016_support': m016,
  '017_notifications': m017,
  '018_price_alerts': m018,
  '019_push': m019,
  '020_operators': m020,
  '021_operator_data': m021,
  '022_earn_titles': m022,
  '023_demo_history': m023,
  '025_verification_images': m025,
  '026_feed': m026,
  '027_tick_storage': m027,
  '028_history_keyset': m028,
  '029_user_security': m029,
  '030_house_slots': m030,
  '031_enrolment_codes': m031,
  '032_statement': m032,
  '033_price_record': m033,
  '034_fill_index': m034,
  '035_house_limit_lock': m035,
  '036_session_notices': m036,
  '037_liabilities': m037,
  '038_contract_stops': m038,
  '039_reason_totals': m039,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; throws if any migration fails. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
