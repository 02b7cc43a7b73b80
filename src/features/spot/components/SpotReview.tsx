import type { CoinMarketInfo } from '@contract/trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { decimalsOf } from '@/shared/lib/decimal'
import { OrderReview, type ReviewLine } from '@/shared/order-review'
import { Amount } from '@/shared/ui/Amount'
import { Price, trendOf } from '@/shared/ui/Price'
import { sideLabels } from '../labels'
import { calculateSpotQuote, marketPrice, type SpotForm } from '../model'

interface SpotReviewProps {
  info: CoinMarketInfo
  form: SpotForm
  busy: boolean
  onConfirm: (skipNext: boolean) => void
  onCancel: () => void
}

/** A market order as it will fill now: side, quantity, the best ask or bid, the USDT and the fee. */
export function SpotReview({ info, form, busy, onConfirm, onCancel }: SpotReviewProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const price = marketPrice(info, form.side)
  const product = info.title
  const quote = calculateSpotQuote(form, price, info.c2c_rate)
  const lines: ReviewLine[] = [
    {
      key: 'side',
      label: <Trans>Side</Trans>,
      value: <span data-trend={trendOf(form.side)}>{_(sideLabels[form.side])}</span>,
    },
    {
      key: 'size',
      label: <Trans>Quantity</Trans>,
      value: <Amount value={form.amount} maxDecimals={8} unit={info.coin} />,
    },
    {
      key: 'price',
      label: form.side === 0 ? <Trans>Price (best ask now)</Trans> : <Trans>Price (best bid now)</Trans>,
      value: <Price value={price} precision={decimalsOf(price)} />,
    },
    {
      key: 'total',
      label: form.side === 0 ? <Trans>You pay</Trans> : <Trans>You receive</Trans>,
      value: quote ? <Amount value={quote.total} asset="USDT" /> : '—',
    },
    {
      key: 'fee',
      label: <Trans>Fee</Trans>,
      value: quote ? <Amount value={quote.fee} minDecimals={6} maxDecimals={8} unit={info.coin} /> : '—',
    },
  ]
  return (
    <OrderReview
      title={t`Review ${product} market order`}
      lines={lines}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
