// Server messages, trading: German.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'Order aufgegeben',
  coin_order_placed: 'Order aufgegeben',
  coin_order_filled: 'Order ausgeführt',
  coin_cancelled: 'Order storniert',
  order_not_found: 'Diese Order wurde nicht gefunden.',
  order_not_open: 'Diese Order ist nicht mehr offen.',
  micro_duration_invalid: 'Bitte wähle eine der angebotenen Laufzeiten.',
  micro_min: 'Der Mindestbetrag für diese Laufzeit beträgt {min} USDT.',
  spot_product_invalid: 'Spot-Handel ist nur für BTC/USDT und ETH/USDT verfügbar.',
  quantity_required: 'Bitte gib die Menge ein.',
  quantity_invalid: 'Bitte gib eine gültige Menge ein (höchstens 8 Nachkommastellen).',
  price_required: 'Bitte gib den Preis ein.',
  price_invalid: 'Bitte gib einen gültigen Preis ein.',
  spot_min: 'Die Mindestorder entspricht 1 USDT.',
}
