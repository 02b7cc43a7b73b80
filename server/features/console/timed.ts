// Timed-order durations as operators change, add and remove them. An order records its seconds, payout rate and
// fee at placement (features/micro), so no change here touches an order already placed.
import type { TimedDuration } from '../../../contract/console-data'
import { AppError, invalid } from '../../errors'
import { formatAmount, parseAmount } from '../../ledger/money'
import { writeTx } from '../../ledger/tx'
import { findMicroDuration, listMicroDurations } from '../../market/repo'
import { audit, type ConsoleContext } from './products'

/** Longest duration offered: one day. */
const MAX_SECONDS = 86_400
const PERCENT = /^\d{1,4}(\.\d{1,4})?$/

/** Changes one duration's rate and minimum, or adds a duration (both given). Answers the duration's new terms. */
export function changeTimed(
  ctx: ConsoleContext,
  input: { seconds: number; rate?: string; min?: string; reason: string },
): Promise<TimedDuration> {
  const { seconds, rate, min } = input
  if (seconds > MAX_SECONDS) throw invalid('timed_terms_invalid', { field: 'seconds' })
  if (rate !== undefined && (!PERCENT.test(rate) || /^0+(\.0+)?$/.test(rate))) {
    throw invalid('timed_terms_invalid', { field: 'rate' })
  }
  const minimum = min === undefined ? undefined : parseAmount(min, 'USDT')
  if (minimum === null || minimum === 0n) throw invalid('timed_terms_invalid', { field: 'min' })
  return writeTx(ctx.db, async (trx) => {
    const before = await findMicroDuration(trx, seconds)
    if (!before && (rate === undefined || minimum === undefined)) {
      throw invalid('timed_terms_invalid', { field: rate === undefined ? 'rate' : 'min' })
    }
    const after = {
      seconds,
      rate: rate ?? before?.rate ?? '',
      min: minimum === undefined ? (before?.min ?? '') : formatAmount(minimum, 'USDT', 0),
    }
    if (before) {
      await trx
        .updateTable('micro_durations')
        .set({ rate: after.rate, min: after.min })
        .where('seconds', '=', seconds)
        .execute()
    } else {
      await trx.insertInto('micro_durations').values(after).execute()
    }
    await audit(ctx, trx, { action: 'products.timed', target: `timed:${seconds}`, before, after, reason: input.reason })
    return after
  })
}

/** Stops offering a duration to new orders; answers the durations left. Timed trading keeps at least one. */
export function removeTimed(ctx: ConsoleContext, input: { seconds: number; reason: string }): Promise<TimedDuration[]> {
  const { seconds, reason } = input
  return writeTx(ctx.db, async (trx) => {
    const durations = await listMicroDurations(trx)
    const before = durations.find((d) => d.seconds === seconds)
    if (!before) throw new AppError('not_found')
    if (durations.length === 1) throw invalid('timed_last_duration')
    await trx.deleteFrom('micro_durations').where('seconds', '=', seconds).execute()
    await audit(ctx, trx, {
      action: 'products.timed.remove',
      target: `timed:${seconds}`,
      before,
      after: undefined,
      reason,
    })
    return durations.filter((d) => d.seconds !== seconds)
  })
}
