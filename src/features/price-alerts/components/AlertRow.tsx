import type { PriceAlert } from '@contract/price-alerts'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { decimalsOf } from '@/shared/lib/decimal'
import { formatDateTime } from '@/shared/lib/format'
import { Icon } from '@/shared/ui/Icon'
import { Price } from '@/shared/ui/Price'
import { showToastAtom } from '@/shared/ui/toast'
import { deletePriceAlertAtom } from '../atoms'
import styles from '../PriceAlerts.module.css'

interface AlertRowProps {
  alert: PriceAlert
  /** Show the product's title (the list of every product's alerts). */
  withTitle?: boolean
}

/** One alert: its target and side, when and at what price it fired, and delete. */
export function AlertRow({ alert, withTitle = false }: AlertRowProps) {
  const { t, i18n } = useLingui()
  const remove = useSetAtom(deletePriceAlertAtom)
  const showToast = useSetAtom(showToastAtom)
  const [busy, setBusy] = useState(false)
  const precision = decimalsOf(alert.price)

  async function onDelete() {
    setBusy(true)
    const msg = await remove({ id: alert.id, pid: alert.pid })
    setBusy(false)
    if (msg !== null) showToast({ kind: 'success', text: msg || t`Deleted` })
  }

  return (
    <li className={styles.row} data-testid="price-alert">
      <div className={styles.rowMain}>
        {withTitle ? <span className={styles.rowTitle}>{alert.title}</span> : null}
        <span>
          {alert.direction === 'above' ? <Trans>Price above</Trans> : <Trans>Price below</Trans>}{' '}
          <Price value={alert.price} precision={precision} />
        </span>
        {alert.status === 'fired' && alert.fired_price !== null && alert.fired_t !== null ? (
          <span className={styles.fired}>
            <Trans>
              Reached at <Price value={alert.fired_price} precision={precision} /> on{' '}
              {formatDateTime(alert.fired_t, i18n.locale)}
            </Trans>
          </span>
        ) : (
          <span className={styles.active}>
            <Trans>Waiting</Trans>
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.delete}
        disabled={busy}
        aria-label={t`Delete the alert at ${alert.price}`}
        onClick={() => void onDelete()}
      >
        <Icon name="close" />
      </button>
    </li>
  )
}
