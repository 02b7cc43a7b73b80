// Settings operators change at run time (GET/POST /admin/products): wallet limits and fees and the spot fee.
// The configuration (TERN_RECHARGE_MIN ...) gives each its default until an operator sets it; a saved value lives
// in the settings table and is read by every process at each use, so a change applies to the next request.
import type { Config } from './config'
import type { Db } from './db/db'
import { preparedQuery } from './db/statement-cache'
import { formatAmount, parseAmount } from './ledger/money'

export interface Settings {
  /** USDT minor units. */
  rechargeMin: bigint
  rechargeMax: bigint
  withdrawMin: bigint
  withdrawMax: bigint
  /** Flat fee per withdrawal, USDT minor units. */
  withdrawFee: bigint
  /** Spot fee percent (decimal string). */
  spotFee: string
}

const amountKeys = {
  recharge_min: 'rechargeMin',
  recharge_max: 'rechargeMax',
  withdraw_min: 'withdrawMin',
  withdraw_max: 'withdrawMax',
  withdraw_fee: 'withdrawFee',
} as const satisfies Record<string, keyof Settings>

export type AmountSetting = keyof typeof amountKeys
export type SettingKey = AmountSetting | 'spot_fee'
export const amountSettings = Object.keys(amountKeys) as AmountSetting[]

function defaults(config: Config): Settings {
  const { rechargeMin, rechargeMax, withdrawMin, withdrawMax, withdrawFee } = config
  return { rechargeMin, rechargeMax, withdrawMin, withdrawMax, withdrawFee, spotFee: config.c2cRate }
}

/** The settings in force: saved values over the configuration's. */
const settingsQuery = preparedQuery((db) => db.selectFrom('settings').select(['key', 'value']))

export async function readSettings(db: Db, config: Config): Promise<Settings> {
  const settings = defaults(config)
  const { rows } = await settingsQuery(db)
  for (const { key, value } of rows) {
    if (key === 'spot_fee') settings.spotFee = value
    const field = amountKeys[key as AmountSetting]
    const amount = field === undefined ? null : parseAmount(value, 'USDT')
    if (field !== undefined && amount !== null) settings[field] = amount
  }
  return settings
}

/** Text of one setting as stored and shown. */
export function settingText(settings: Settings, key: SettingKey): string {
  return key === 'spot_fee' ? settings.spotFee : formatAmount(settings[amountKeys[key]], 'USDT')
}

/** Saves settings (already validated by the caller), inside the caller's transaction. */
export async function saveSettings(db: Db, values: Partial<Record<SettingKey, string>>, at: Date): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    const row = { key, value, updated_at: at.toISOString() }
    await db
      .insertInto('settings')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: row.updated_at }))
      .execute()
  }
}
