import type { MicroOrder } from '@contract/trading'
import { timedClaimOf } from '@contract/verify/timed'
import { plural } from '@lingui/core/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { cardOfMicro, ShareCardButton } from '@/features/statement'
import { VerifyButton } from '@/features/verify'
import { decimalsOf } from '@/shared/lib/decimal'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { Price, trendOf } from '@/shared/ui/Price'
import { directionLabels, outcomeLabels } from '../labels'
import styles from '../TradeHistory.module.css'
import { MicroNet } from './MicroNet'
import { TickLine } from './TickLine'

/** One timed order: running ones show the current price and the seconds left, settled ones the outcome. */
export const MicroOrderRow = memo(function MicroOrderRow({ order }: { order: MicroOrder }) {
  const { t, i18n } = useLingui()
  const { _ } = useLinguiCore()
  const precision = decimalsOf(order.buyprice)
  const running = order.status === 1
  const claim = timedClaimOf(order)
  return (
    <li className={styles.row} data-status={order.status} data-oid={order.oid}>
      <div className={styles.head}>
        <span className={styles.direction} data-direction={order.type} data-trend={trendOf(order.type)}>
          {_(directionLabels[order.type])}
        </span>
        <strong>{order.coinname}</strong>
        <time className={styles.time} dateTime={order.addtime}>
          {formatDateTime(order.addtime, i18n.locale)}
        </time>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <Amount value={order.num} asset="USDT" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Open price</Trans>
          </dt>
          <dd>
            <Price value={order.buyprice} precision={precision} />
          </dd>
        </div>
        {running ? (
          <>
            <div>
              <dt>
                <Trans>Current price</Trans>
              </dt>
              <dd>
                <Price value={order.price} precision={precision} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Seconds left</Trans>
              </dt>
              <dd
                className={styles.countdown}
                role="timer"
                aria-label={t({
                  message: plural(order.timeout, { one: '# second remaining', other: '# seconds remaining' }),
                })}
              >
                {order.timeout}s
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>
                <Trans>Settlement price</Trans>
              </dt>
              <dd>{order.sellprice === null ? '—' : <Price value={order.sellprice} precision={precision} />}</dd>
            </div>
            <div>
              <dt>{order.result === null ? <Trans>Profit/loss</Trans> : _(outcomeLabels[order.result])}</dt>
              <dd className={styles.net}>
                <MicroNet ploss={order.ploss} fee={order.fee} tones={styles} testId="ploss" />
              </dd>
            </div>
          </>
        )}
      </dl>
      {!running ? (
        <dl className={styles.ticks}>
          <TickLine label={t`Entry tick`} tick={order.entry} />
          {order.settlement ? <TickLine label={t`Settlement tick`} tick={order.settlement} /> : null}
        </dl>
      ) : null}
      <ShareCardButton card={cardOfMicro(order)} />
      {claim ? (
        <VerifyButton
          claim={{ kind: 'timed', claim }}
          precision={precision}
          outcomeLabel={(outcome) => _(outcomeLabels[outcome])}
        />
      ) : null}
    </li>
  )
})
