import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { isLoggedInAtom } from '@/shared/lib/session'
import { Icon } from '@/shared/ui/Icon'
import styles from '../PriceAlerts.module.css'
import type { PriceAlertProduct } from './PriceAlertSheet'

// The drawer's code is fetched on the first tap, so the trade screens' chunks stay small.
const PriceAlertSheet = lazy(() => import('./PriceAlertSheet'))

/** The bell on a product's screen (signed-in users): opens the price alerts drawer for that product. */
export function PriceAlertBell(product: PriceAlertProduct) {
  const { t } = useLingui()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  if (!loggedIn) return null
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={t`Price alerts`}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <Icon name="bell" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <PriceAlertSheet key={product.pid} {...product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
