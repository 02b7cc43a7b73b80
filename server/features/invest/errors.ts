import { AppError } from '../../errors'

export const productNotFound = () => new AppError('not_found', 'product_not_found')
/** A paused product takes no new subscriptions (its orders run on). */
export const productClosed = () => new AppError('product_closed')
export const orderNotFound = () => new AppError('not_found', 'order_not_found')
export const orderNotOpen = () => new AppError('not_found', 'order_not_open')
