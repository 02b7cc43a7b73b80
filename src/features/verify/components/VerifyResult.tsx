import type { CloseReason } from '@contract/contract-trading'
import type { MicroOutcome } from '@contract/trading'
import type { Mismatch } from '@contract/verify/timed'
import { useLingui } from '@lingui/react/macro'
import { dateTimeFormat, formatNumber } from '@/shared/lib/format'
import type { VerifyReply } from '../model'
import styles from '../Verify.module.css'

const TICK_TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
}
const HOUR: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' }

interface Props {
  reply: VerifyReply
  /** Decimals of the product's prices. */
  precision: number
  outcomeLabel?: (outcome: MicroOutcome) => string
  /** Words for a contract position's close reasons. */
  reasonLabel?: (reason: CloseReason) => string
}

/** A check's plain verdict: what decided the order by which rule, or each thing that does not match. */
export function VerifyResult({ reply, precision, outcomeLabel = String, reasonLabel = String }: Props) {
  const { t, i18n } = useLingui()
  const price = (value: string) => formatNumber(value, { decimals: precision })
  const time = (ms: number) => dateTimeFormat(i18n.locale, TICK_TIME).format(ms)
  const hourOf = (ms: number) => dateTimeFormat(i18n.locale, HOUR).format(ms)
  if ('failed' in reply)
    return (
      <p className={styles.failed} role="alert">{t`Could not verify: the signed prices could not be downloaded.`}</p>
    )
  const { verdict } = reply
  if (verdict.ok) {
    const settled = price(verdict.tick.price)
    const at = time(verdict.tick.t)
    const text = (() => {
      switch (verdict.rule) {
        case 'first_tick_crossing_limit':
          return t`Verified: filled on the tick ${settled} at ${at} by rule: the first tick after placement at or through the limit.`
        case 'first_tick_through_liquidation':
          return t`Verified: liquidated at ${settled} at ${at} by rule: the first tick at or through the liquidation price.`
        case 'first_tick_through_stop_loss':
          return t`Verified: closed at ${settled} at ${at} by rule: the first tick at or through the stop-loss in force.`
        case 'first_tick_through_take_profit':
          return t`Verified: closed at ${settled} at ${at} by rule: the first tick at or through the take-profit in force.`
        case 'recorded_tick_within_price_age_before_close_request':
          return t`Verified: closed at ${settled} at ${at} by rule: a recorded tick at most the price age limit before your close request.`
        default:
          return t`Verified: settled at ${settled} at ${at} by rule: the last tick at or before expiry.`
      }
    })()
    return (
      <p className={styles.verified} role="status" data-testid="verify-result">
        {text}
      </p>
    )
  }
  const describe = (m: Mismatch): string => {
    switch (m.kind) {
      case 'record': {
        const hour = hourOf(m.hour)
        if (m.problem === 'ticks')
          return t`The ticks of the hour from ${hour} do not hash to its signed head: a tick was changed, added or removed.`
        if (m.problem === 'head')
          return t`The head hash of the hour from ${hour} is neither what its ticks give nor what was signed.`
        if (m.problem === 'signature')
          return t`The signature of the hour from ${hour} does not verify with the published key.`
        return t`The record of the hour from ${hour} is malformed: ticks out of order, outside the hour or miscounted.`
      }
      case 'unsigned': {
        const hour = hourOf(m.hour)
        return t`The prices of the hour from ${hour} are not signed yet (each hour is signed shortly after it ends). Try again later.`
      }
      case 'entry_tick': {
        const [entry, at] = [price(m.stored.price), time(m.stored.t)]
        return t`The entry tick ${entry} at ${at} is not in the signed record.`
      }
      case 'deciding_tick': {
        const [stored, storedTime] = [price(m.stored.price), time(m.stored.t)]
        const [rule, ruleTime] = [price(m.rule.price), time(m.rule.t)]
        return t`Settled at ${stored} at ${storedTime}, but the rule gives ${rule} at ${ruleTime}.`
      }
      case 'result': {
        const [stored, rule] = [outcomeLabel(m.stored), outcomeLabel(m.rule)]
        return t`The stored result (${stored}) is not what the rule gives (${rule}).`
      }
      case 'ploss': {
        const [stored, rule] = [m.stored, m.rule]
        return t`The stored profit/loss ${stored} USDT is not what the rule gives: ${rule} USDT.`
      }
      case 'fill_amounts': {
        const [stored, rule] = [m.stored, m.rule]
        return t`The stored total ${stored} USDT is not what a fill at the limit price gives: ${rule} USDT.`
      }
      case 'close_reason': {
        const stored = reasonLabel(m.stored)
        if (m.rule === null)
          return t`The stored close reason (${stored}) is not what the rule gives: no tick up to the stored close closes the position.`
        const rule = reasonLabel(m.rule)
        return t`The stored close reason (${stored}) is not what the rule gives (${rule}).`
      }
      case 'fill_tick': {
        const [stored, storedTime] = [price(m.stored.price), time(m.stored.t)]
        if (m.rule === null)
          return t`Filled on the tick ${stored} at ${storedTime}, but no tick after placement reached the limit.`
        const [rule, ruleTime] = [price(m.rule.price), time(m.rule.t)]
        return t`Filled on the tick ${stored} at ${storedTime}, but the rule gives ${rule} at ${ruleTime}.`
      }
      case 'liq_price': {
        const [stored, rule] = [price(m.stored), price(m.rule)]
        return t`The stored liquidation price ${stored} is not what the rule gives: ${rule}.`
      }
    }
  }
  return (
    <div className={styles.failed} role="alert" data-testid="verify-result">
      <p>{t`Not verified:`}</p>
      <ul>
        {verdict.mismatches.map((m) => (
          <li key={`${m.kind}-${'hour' in m ? m.hour : ''}`}>{describe(m)}</li>
        ))}
      </ul>
    </div>
  )
}
