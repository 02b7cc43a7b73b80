import type { MicroDirection, MicroOrderPlaced, MicroResult } from '@contract/trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { useFillVibration } from '@/shared/display/haptics'
import { decimalsOf } from '@/shared/lib/decimal'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { CountdownDialog } from '@/shared/ui/CountdownDialog'
import { Price, trendOf } from '@/shared/ui/Price'
import { useCountdown } from '@/shared/ui/use-countdown'
import { directionLabels, outcomeLabels } from '../labels'
import { microNet, profitTone } from '../micro-model'
import { useMicroResult } from '../use-micro-result'
import { MicroNet } from './MicroNet'
import styles from './MicroTicket.module.css'
import { TickLine } from './TickLine'

interface MicroTicketProps {
  placed: MicroOrderPlaced
  direction: MicroDirection
  /** Epoch ms when the countdown of the chosen duration ends (local clock, from the placement answer). */
  deadline: number
  /** The live price from the kline resource. */
  currentPrice: string | undefined
  onClose: () => void
}

/** After placement: the countdown of the chosen duration, then the result polled until it is settled. */
export function MicroTicket({ placed, direction, deadline, currentPrice, onClose }: MicroTicketProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const seconds = useCountdown(deadline)
  const { settled, refused, waiting } = useMicroResult(placed.oid, seconds === 0)
  useFillVibration(settled ? `micro-${placed.oid}` : null)
  const running = seconds > 0
  const precision = decimalsOf(placed.buyprice)
  return (
    <CountdownDialog
      open
      onClose={onClose}
      title={settled ? t`Order settled` : t`Order placed`}
      seconds={running ? seconds : null}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <dl className={styles.lines}>
        <div>
          <dt>
            <Trans>Direction</Trans>
          </dt>
          <dd className={direction === 0 ? styles.up : styles.down} data-trend={trendOf(direction)}>
            {_(directionLabels[direction])}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <Amount value={placed.amount} asset="USDT" />
          </dd>
        </div>
        <TickLine label={t`Entry`} tick={placed.entry} />
        {running && currentPrice !== undefined ? (
          <div>
            <dt>
              <Trans>Current price</Trans>
            </dt>
            <dd>
              <Price value={currentPrice} precision={precision} />
            </dd>
          </div>
        ) : null}
        {settled?.settlement ? <TickLine label={t`Settlement`} tick={settled.settlement} /> : null}
      </dl>
      {running ? (
        <p className={styles.note}>
          <Trans>seconds remaining</Trans>
        </p>
      ) : null}
      {waiting ? (
        <p className={styles.note} role="status">
          <Trans>Waiting for the settlement price…</Trans>
        </p>
      ) : null}
      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
      {settled ? <Outcome result={settled} /> : null}
      <Link href={paths.tradeHistory} className={styles.history}>
        <Trans>All timed orders</Trans>
      </Link>
    </CountdownDialog>
  )
}

function Outcome({ result }: { result: MicroResult }) {
  const { _ } = useLinguiCore()
  const tone = profitTone(microNet(result.ploss, result.fee) ?? result.ploss)
  return (
    <div className={styles.outcome} data-tone={tone} role="status">
      <span>{result.result === null ? null : _(outcomeLabels[result.result])}</span>
      <MicroNet ploss={result.ploss} fee={result.fee} tones={styles} testId="micro-ploss" />
    </div>
  )
}
