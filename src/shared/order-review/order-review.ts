// Whether an order is reviewed before it is sent, per product type: on by default, turned off by "don't ask again"
// in the review itself and back on in the settings (Language and display). Stored beside the display preferences,
// on this device, with a version of its own.
export const ORDER_REVIEW_KEY = 'tern.orderReview'

/** The product types that show a review: leveraged contract orders and spot market orders. */
export const reviewedProducts = ['contract', 'spot'] as const
export type ReviewedProduct = (typeof reviewedProducts)[number]

export interface OrderReviewPrefs {
  version: 1
  /** The product types whose orders go without a review. */
  skip: ReviewedProduct[]
}

export const defaultOrderReview: OrderReviewPrefs = { version: 1, skip: [] }

const isProduct = (value: unknown): value is ReviewedProduct =>
  typeof value === 'string' && (reviewedProducts as readonly string[]).includes(value)

/** The stored preferences; anything unreadable or of another version reviews every order. */
export function readOrderReview(): OrderReviewPrefs {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ORDER_REVIEW_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null || !('version' in stored) || stored.version !== 1) {
      return defaultOrderReview
    }
    const skip = 'skip' in stored && Array.isArray(stored.skip) ? stored.skip.filter(isProduct) : []
    return { version: 1, skip: [...new Set(skip)] }
  } catch {
    return defaultOrderReview
  }
}

export function storeOrderReview(prefs: OrderReviewPrefs): void {
  try {
    localStorage.setItem(ORDER_REVIEW_KEY, JSON.stringify(prefs))
  } catch {
    // Private mode or storage full: the choice then lasts until the page is reloaded.
  }
}

/** The preferences with `product` reviewed (true) or not (false). */
export function withReview(prefs: OrderReviewPrefs, product: ReviewedProduct, review: boolean): OrderReviewPrefs {
  const skip = prefs.skip.filter((p) => p !== product)
  return { version: 1, skip: review ? skip : [...skip, product] }
}
