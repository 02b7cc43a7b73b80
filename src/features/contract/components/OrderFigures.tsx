import type { ContractMarket } from '@contract/contract-trading'
import { Trans } from '@lingui/react/macro'
import { Amount } from '@/shared/ui/Amount'
import { Price } from '@/shared/ui/Price'
import type { ContractQuote } from '../model'
import { styles } from '../styles'

/** The figures before an order, exactly as the server will charge them. */
export function OrderFigures({ market, quote }: { market: ContractMarket; quote: ContractQuote | null }) {
  const { info } = market
  const money = (value: string | undefined, testId: string) => (
    <dd data-testid={testId}>{value === undefined ? '—' : <Amount value={value} minDecimals={2} maxDecimals={6} />}</dd>
  )
  return (
    <dl className={styles.figures}>
      <div>
        <dt>
          <Trans>Margin</Trans>
        </dt>
        {money(quote?.margin, 'contract-margin')}
      </div>
      <div>
        <dt>
          <Trans>Notional</Trans>
        </dt>
        {money(quote?.notional, 'contract-notional')}
      </div>
      <div>
        <dt>
          <Trans>
            Fee (<Amount value={info.hand_fee} maxDecimals={4} />
            %)
          </Trans>
        </dt>
        {money(quote?.fee, 'contract-fee')}
      </div>
      <div>
        <dt>
          <Trans>Liq. price</Trans>
        </dt>
        <dd data-testid="contract-liq">
          {quote?.liquidation ? <Price value={quote.liquidation} precision={info.precision} /> : '—'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Available margin</Trans>
        </dt>
        <dd data-testid="contract-available">
          {market.balance === null ? '—' : <Amount value={market.balance} minDecimals={2} maxDecimals={6} />}
        </dd>
      </div>
    </dl>
  )
}
