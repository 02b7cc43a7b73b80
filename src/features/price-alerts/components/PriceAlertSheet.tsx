// The bell's bottom drawer: set "price above / below X" for one product (prefilled with the current price, with
// the distance to it) and the product's waiting alerts with delete. Loaded on the bell's first tap.
import type { PriceAlertDirection } from '@contract/price-alerts'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { formatNumber } from '@/shared/lib/format'
import { AmountField } from '@/shared/ui/AmountField'
import { Button } from '@/shared/ui/Button'
import { Price } from '@/shared/ui/Price'
import { Sheet } from '@/shared/ui/Sheet'
import { Tabs } from '@/shared/ui/Tabs'
import { showToastAtom } from '@/shared/ui/toast'
import { addingPriceAlertAtom, addPriceAlertAtom, productPriceAlertsFamily } from '../atoms'
import { calculateDistance, targetProblem } from '../model'
import styles from '../PriceAlerts.module.css'
import { AlertRow } from './AlertRow'

export interface PriceAlertProduct {
  pid: number
  title: string
  /** The current price at the product's precision. */
  price: string
  precision: number
}

interface PriceAlertSheetProps extends PriceAlertProduct {
  open: boolean
  onClose: () => void
}

export default function PriceAlertSheet({ pid, title, price, precision, open, onClose }: PriceAlertSheetProps) {
  const { t, i18n } = useLingui()
  const [direction, setDirection] = useState<PriceAlertDirection>('above')
  const [target, setTarget] = useState(price)
  const busy = useAtomValue(addingPriceAlertAtom)
  const add = useSetAtom(addPriceAlertAtom)
  const showToast = useSetAtom(showToastAtom)
  const alerts = useAtomValue(productPriceAlertsFamily(pid))
  const waiting = alerts.data?.filter((alert) => alert.status === 'active') ?? []
  const distance = calculateDistance(target, price)
  const problem = targetProblem(direction, target, price, precision)
  const sideError =
    direction === 'above' ? t`Enter a price above the current price` : t`Enter a price below the current price`

  async function submit() {
    const msg = await add({ pid, direction, price: target })
    if (msg !== null) showToast({ kind: 'success', text: msg || t`Price alert set` })
  }

  return (
    <Sheet open={open} onClose={onClose} label={t`Price alerts for ${title}`}>
      <div className={styles.sheet}>
        <h2 className={styles.title}>{t`Price alerts for ${title}`}</h2>
        <p className={styles.current}>
          <Trans>
            Current price <Price value={price} precision={precision} />
          </Trans>
        </p>
        <Tabs
          items={[
            { key: 'above', label: t`Price above` },
            { key: 'below', label: t`Price below` },
          ]}
          value={direction}
          onChange={setDirection}
          label={t`Alert when the price is`}
        />
        <AmountField
          label={t`Alert price`}
          decimals={precision}
          value={target}
          onValueChange={setTarget}
          error={problem === 'side' && target !== price ? sideError : null}
        />
        <p className={styles.distance} data-testid="price-alert-distance">
          {distance === null ? null : (
            <Trans>{formatNumber(distance, { decimals: 2, locale: i18n.locale })}% from the current price</Trans>
          )}
        </p>
        <Button block disabled={problem !== null || busy} busy={busy} onClick={() => void submit()}>
          <Trans>Set alert</Trans>
        </Button>
        <h3 className={styles.subtitle}>
          <Trans>Waiting alerts</Trans>
        </h3>
        {waiting.length === 0 ? (
          <p className={styles.empty}>
            <Trans>No alerts for this product yet.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {waiting.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </Sheet>
  )
}
