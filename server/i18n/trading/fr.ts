// Server messages, trading: French.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'Ordre passé',
  coin_order_placed: 'Ordre passé',
  coin_order_filled: 'Ordre exécuté',
  coin_cancelled: 'Ordre annulé',
  order_not_found: 'Cet ordre est introuvable.',
  order_not_open: "Cet ordre n'est plus ouvert.",
  micro_duration_invalid: "Veuillez choisir l'une des durées proposées.",
  micro_min: 'Le montant minimum pour cette durée est de {min} USDT.',
  spot_product_invalid: 'Le trading au comptant est disponible uniquement pour BTC/USDT et ETH/USDT.',
  quantity_required: 'Veuillez saisir la quantité.',
  quantity_invalid: 'Veuillez saisir une quantité valide (8 décimales au maximum).',
  price_required: 'Veuillez saisir le prix.',
  price_invalid: 'Veuillez saisir un prix valide.',
  spot_min: "L'ordre minimum vaut 1 USDT.",
}
