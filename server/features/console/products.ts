// The terms new orders get, as operators see and change them: the overview, the spot fee and the wallet limits
// and fees (timed durations: timed.ts; contract terms: features/contract/terms.ts). Orders record their terms
// at placement, so a change never touches an open order. Every change is audited with before -> after.
import type { ProductSettings, WalletLimits } from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import type { Db } from '../../db/db'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { formatAmount, parseAmount } from '../../ledger/money'
import { writeTx } from '../../ledger/tx'
import { listMicroDurations, listProducts } from '../../market/repo'
import {
  type AmountSetting,
  amountSettings,
  readSettings,
  type SettingKey,
  saveSettings,
  settingText,
} from '../../settings'
import { termsView } from '../contract'
import { textSetting } from './product-texts'

/** An operator's call that also reads the configuration (the settings' defaults). */
export type ConsoleContext = OperatorContext & Pick<Deps, 'config'>

const SPOT_FEE = /^\d{1,2}(\.\d{1,4})?$/

async function walletLimits(ctx: Pick<ConsoleContext, 'db' | 'config'>): Promise<WalletLimits> {
  const settings = await readSettings(ctx.db, ctx.config)
  const text = (key: AmountSetting) => settingText(settings, key)
  return {
    recharge_min: text('recharge_min'),
    recharge_max: text('recharge_max'),
    withdraw_min: text('withdraw_min'),
    withdraw_max: text('withdraw_max'),
    withdraw_fee: text('withdraw_fee'),
  }
}

export async function productSettings(ctx: Pick<ConsoleContext, 'db' | 'config'>): Promise<ProductSettings> {
  const products = await listProducts(ctx.db)
  const contract = products.map((p) => ({
    ...termsView(p.id, {
      handPrice: parseAmount(p.hand_price, 'USDT') ?? 0n,
      handFee: p.hand_fee,
      maxLeverage: Number(p.max_leverage),
      maintenance: p.maintenance,
    }),
    code: p.code,
    name: p.name,
  }))
  return {
    timed: {
      durations: await listMicroDurations(ctx.db),
      fees: products.map((p) => ({ pid: p.id, code: p.code, micro_fee: p.micro_fee })),
    },
    contract,
    spot: { fee: (await readSettings(ctx.db, ctx.config)).spotFee },
    wallet: await walletLimits(ctx),
    texts: products.map(textSetting),
  }
}

/** Writes a settings change to the audit log, before -> after as JSON. */
export function audit(
  ctx: ConsoleContext,
  trx: Db,
  change: { action: string; target: string; before: unknown; after: unknown; reason: string },
) {
  const { action, target, reason } = change
  const entry = {
    operator: ctx.operator,
    address: ctx.address,
    action,
    target,
    reason,
    before: change.before === undefined ? '' : JSON.stringify(change.before),
    after: change.after === undefined ? '' : JSON.stringify(change.after),
  }
  return writeAudit(trx, entry, ctx.clock())
}

export function changeSpotFee(ctx: ConsoleContext, input: { fee: string; reason: string }): Promise<{ fee: string }> {
  if (!SPOT_FEE.test(input.fee)) throw invalid('spot_fee_invalid')
  return writeTx(ctx.db, async (trx) => {
    const before = { fee: (await readSettings(trx, ctx.config)).spotFee }
    await saveSettings(trx, { spot_fee: input.fee }, ctx.clock())
    const after = { fee: input.fee }
    await audit(ctx, trx, { action: 'products.spot', target: 'settings:spot_fee', before, after, reason: input.reason })
    return after
  })
}

/** Changes any of the wallet limits and fee; each maximum stays at least its minimum. */
export function changeWalletLimits(
  ctx: ConsoleContext,
  input: Partial<Record<keyof WalletLimits, string>> & { reason: string },
): Promise<WalletLimits> {
  const values: Partial<Record<SettingKey, string>> = {}
  for (const key of amountSettings) {
    const text = input[key]
    if (text === undefined) continue
    const amount = parseAmount(text, 'USDT')
    if (amount === null) throw invalid('wallet_limit_invalid', { field: key })
    values[key] = formatAmount(amount, 'USDT')
  }
  if (Object.keys(values).length === 0) throw new AppError('validation')
  return writeTx(ctx.db, async (trx) => {
    const before = await walletLimits({ db: trx, config: ctx.config })
    const after = { ...before, ...values }
    for (const [max, min] of [
      ['recharge_max', 'recharge_min'],
      ['withdraw_max', 'withdraw_min'],
    ] as const) {
      if ((parseAmount(after[max], 'USDT') ?? 0n) < (parseAmount(after[min], 'USDT') ?? 0n)) {
        throw invalid('wallet_max_below_min', { field: max })
      }
    }
    await saveSettings(trx, values, ctx.clock())
    await audit(ctx, trx, { action: 'products.wallet', target: 'settings:wallet', before, after, reason: input.reason })
    return after
  })
}
