// Server messages, trading: Spanish.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'Orden realizada',
  coin_order_placed: 'Orden realizada',
  coin_order_filled: 'Orden ejecutada',
  coin_cancelled: 'Orden cancelada',
  order_not_found: 'No se encontró esta orden.',
  order_not_open: 'Esta orden ya no está abierta.',
  micro_duration_invalid: 'Elige una de las duraciones ofrecidas.',
  micro_min: 'El importe mínimo para esta duración es {min} USDT.',
  spot_product_invalid: 'El trading al contado solo está disponible para BTC/USDT y ETH/USDT.',
  quantity_required: 'Introduce la cantidad.',
  quantity_invalid: 'Introduce una cantidad válida (como máximo 8 decimales).',
  price_required: 'Introduce el precio.',
  price_invalid: 'Introduce un precio válido.',
  spot_min: 'La orden mínima equivale a 1 USDT.',
}
