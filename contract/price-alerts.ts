// User price alerts: "tell me when this product's price is at or above / at or below X". The engine fires each
// alert once, on the first recorded tick after it was set that reaches its price, and writes an inbox
// notification (kind 'price_alert').

export const priceAlertDirections = ['above', 'below'] as const
export type PriceAlertDirection = (typeof priceAlertDirections)[number]

/** The most active alerts a user may have at once. */
export const MAX_ACTIVE_PRICE_ALERTS = 50

/** GET /api/price_alerts[?pid=]: the caller's active and fired alerts, newest first. */
export interface PriceAlert {
  id: number
  pid: number
  /** The product's title, e.g. "BTC/USDT". */
  title: string
  direction: PriceAlertDirection
  /** The target price at the product's precision. */
  price: string
  status: 'active' | 'fired'
  /** ISO 8601. */
  add_time: string
  /** The deciding tick of a fired alert: its price and time (epoch ms); null while active. */
  fired_price: string | null
  fired_t: number | null
}
