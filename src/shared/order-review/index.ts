export { orderReviewAtom, setOrderReviewAtom } from './atoms'
export { OrderReview, type ReviewLine } from './OrderReview'
export { type OrderReviewPrefs, type ReviewedProduct, reviewedProducts } from './order-review'
