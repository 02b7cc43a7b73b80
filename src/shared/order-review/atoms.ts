import { atom } from 'jotai'
import {
  type OrderReviewPrefs,
  type ReviewedProduct,
  readOrderReview,
  storeOrderReview,
  withReview,
} from './order-review'

const prefsAtom = atom<OrderReviewPrefs | null>(null)

/** The review preferences: read from storage once, then kept in the store. */
export const orderReviewAtom = atom((get) => get(prefsAtom) ?? readOrderReview())

/** Turns the review of one product type on (true) or off (false), stored at once. */
export const setOrderReviewAtom = atom(
  null,
  (get, set, { product, review }: { product: ReviewedProduct; review: boolean }) => {
    const prefs = withReview(get(orderReviewAtom), product, review)
    storeOrderReview(prefs)
    set(prefsAtom, prefs)
  },
)
