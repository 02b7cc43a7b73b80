import type { ContractProductInfo } from '@contract/contract-trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { OrderReview, type ReviewLine } from '@/shared/order-review'
import { Amount } from '@/shared/ui/Amount'
import { Price, trendOf } from '@/shared/ui/Price'
import { priceTypeLabels, sideLabels } from '../labels'
import { type ContractForm, calculateContractQuote } from '../model'

interface ContractReviewProps {
  info: ContractProductInfo
  form: ContractForm
  busy: boolean
  onConfirm: (skipNext: boolean) => void
  onCancel: () => void
}

/** The order as the server will open it: side, lots, leverage, entry or limit, liquidation price, fee and margin. */
export function ContractReview({ info, form, busy, onConfirm, onCancel }: ContractReviewProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const quote = calculateContractQuote(info, form)
  const usdt = (value: string | undefined) =>
    value === undefined ? '—' : <Amount value={value} minDecimals={2} maxDecimals={6} unit="USDT" />
  const market = form.priceType === 0
  const product = info.title
  const lines: ReviewLine[] = [
    {
      key: 'side',
      label: <Trans>Side</Trans>,
      value: <span data-trend={trendOf(form.side)}>{_(sideLabels[form.side])}</span>,
    },
    { key: 'size', label: <Trans>Lots</Trans>, value: <Amount value={form.hand} decimals={0} /> },
    { key: 'leverage', label: <Trans>Leverage</Trans>, value: `${form.leverage}X` },
    {
      key: 'price',
      label: market ? <Trans>Entry (mark price now)</Trans> : <Trans>Limit price</Trans>,
      value: (
        <>
          <Price value={market ? info.price : form.price} precision={info.precision} />{' '}
          <small>{_(priceTypeLabels[form.priceType])}</small>
        </>
      ),
    },
    {
      key: 'liquidation',
      label: <Trans>Liq. price</Trans>,
      value: quote?.liquidation ? <Price value={quote.liquidation} precision={info.precision} /> : '—',
    },
    { key: 'fee', label: <Trans>Fee</Trans>, value: usdt(quote?.fee) },
    { key: 'margin', label: <Trans>Margin</Trans>, value: usdt(quote?.margin) },
    { key: 'total', label: <Trans>Total from your balance</Trans>, value: usdt(quote?.total) },
  ]
  return (
    <OrderReview
      title={t`Review ${product} order`}
      lines={lines}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
