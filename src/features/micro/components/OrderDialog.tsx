import type { KlineLatest } from '@contract/market'
import type { SizeShare } from '@contract/rules/sizing'
import type { MicroDirection, MicroOrderPlaced } from '@contract/trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { USDT_SCALE } from '@/shared/lib/decimal'
import { Amount } from '@/shared/ui/Amount'
import { AmountField } from '@/shared/ui/AmountField'
import { Button } from '@/shared/ui/Button'
import { OrderLabel, useOnline } from '@/shared/ui/NeedsNetwork'
import { trendOf } from '@/shared/ui/Price'
import { Sheet } from '@/shared/ui/Sheet'
import { SizeShortcuts } from '@/shared/ui/SizeShortcuts'
import { placeMicroOrderAtom } from '../atoms'
import { buyDirectionLabels } from '../labels'
import { calculateMicroQuote, calculateMicroStake, fitsBalance, validateStake } from '../micro-model'
import { DurationPicker } from './DurationPicker'
import styles from './OrderDialog.module.css'

interface OrderDialogProps {
  latest: KlineLatest
  direction: MicroDirection
  onClose: () => void
  onPlaced: (placed: MicroOrderPlaced) => void
}

/** The timed-order ticket: duration, stake, balance, the exact fee and what a win pays. */
export function OrderDialog({ latest, direction, onClose, onPlaced }: OrderDialogProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const durations = latest.micro_contract
  const [time, setTime] = useState(durations[0]?.time ?? 0)
  const [amount, setAmount] = useState('')
  const [showError, setShowError] = useState(false)
  const [busy, place] = useAtom(placeMicroOrderAtom)
  const online = useOnline()
  const duration = durations.find((item) => item.time === time)
  const balance = latest.userinfo?.money
  const quote = calculateMicroQuote(amount, latest.micro_fee, duration?.rate ?? '0')
  const stakeFor = (share: SizeShare) => calculateMicroStake(balance, latest.micro_fee, duration, share)
  const maxStake = stakeFor(100)
  const invalid = validateStake(amount, duration)
  const error =
    invalid?.kind === 'required'
      ? t`Please enter amount`
      : invalid?.kind === 'belowMinimum'
        ? t`The minimum for this duration is ${invalid.min} USDT`
        : fitsBalance(quote, balance)
          ? null
          : t`Insufficient balance`

  const submit = () => {
    setShowError(true)
    if (error !== null || !duration) return
    void place({ pid: latest.id, t: duration.time, amount, type: direction }).then(
      (placed) => placed && onPlaced(placed),
    )
  }
  const title = `${_(buyDirectionLabels[direction])} · ${latest.title}`
  return (
    <Sheet open onClose={onClose} label={title}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <h2 className={styles.title} data-direction={direction} data-trend={trendOf(direction)}>
          {title}
        </h2>
        <DurationPicker durations={durations} value={time} onChange={setTime} />
        <AmountField
          label={t`Amount (USDT)`}
          decimals={USDT_SCALE}
          value={amount}
          error={showError ? error : null}
          onValueChange={setAmount}
        />
        <SizeShortcuts sizeFor={stakeFor} max={<Amount value={maxStake ?? '0'} asset="USDT" />} onPick={setAmount} />
        <dl className={styles.figures}>
          <div>
            <dt>
              <Trans>Available</Trans>
            </dt>
            <dd>{balance === undefined ? '—' : <Amount value={balance} asset="USDT" />}</dd>
          </div>
          <div>
            <dt>
              <Trans>
                Fee (<Amount value={latest.micro_fee} maxDecimals={4} />
                %)
              </Trans>
            </dt>
            <dd data-testid="micro-fee">{quote ? <Amount value={quote.fee} asset="USDT" /> : '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Profit if won</Trans>
            </dt>
            <dd className={styles.up} data-testid="micro-profit">
              {quote ? <Amount value={quote.profit} asset="USDT" /> : '—'}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total charged</Trans>
            </dt>
            <dd data-testid="micro-total">{quote ? <Amount value={quote.total} asset="USDT" /> : '—'}</dd>
          </div>
        </dl>
        <p className={styles.rule}>
          <Trans>
            Settled at the last recorded price at expiry: up wins above the entry price, down wins below it, an equal
            price refunds the stake.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            className={styles.confirm}
            data-direction={direction}
            busy={busy}
            disabled={busy || !online}
          >
            <OrderLabel online={online}>
              <Trans>Confirm order</Trans>
            </OrderLabel>
          </Button>
        </div>
      </form>
    </Sheet>
  )
}
