// Order reviews, per product type: turned off from the review itself ("don't ask again"), turned back on here.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { orderReviewAtom, type ReviewedProduct, reviewedProducts, setOrderReviewAtom } from '@/shared/order-review'
import styles from './LanguageScreen.module.css'

const productLabels: Record<ReviewedProduct, MessageDescriptor> = {
  contract: msg`Review contract orders before sending`,
  spot: msg`Review spot market orders before sending`,
}

export function OrderReviewSettings() {
  const { _ } = useLinguiCore()
  const prefs = useAtomValue(orderReviewAtom)
  const setReview = useSetAtom(setOrderReviewAtom)
  return (
    <section aria-labelledby="order-review-heading">
      <h2 id="order-review-heading" className={styles.heading}>
        <Trans>Order confirmations</Trans>
      </h2>
      <div className={styles.list}>
        {reviewedProducts.map((product) => {
          const on = !prefs.skip.includes(product)
          return (
            <label key={product} className={styles.row}>
              <span>{_(productLabels[product])}</span>
              <input
                type="checkbox"
                role="switch"
                aria-checked={on}
                checked={on}
                onChange={(event) => setReview({ product, review: event.target.checked })}
              />
            </label>
          )
        })}
      </div>
    </section>
  )
}
