import type { CoinMarketInfo } from '@contract/trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { vibrateForFillAtom } from '@/shared/display/haptics'
import { COIN_SCALE, USDT_SCALE } from '@/shared/lib/decimal'
import { isTradable } from '@/shared/lib/market-status'
import { useRequireLogin } from '@/shared/lib/return-path'
import { isLoggedInAtom } from '@/shared/lib/session'
import { orderReviewAtom, setOrderReviewAtom } from '@/shared/order-review'
import { Amount } from '@/shared/ui/Amount'
import { AmountField } from '@/shared/ui/AmountField'
import { OrderLabel, useOnline } from '@/shared/ui/NeedsNetwork'
import { OrdersPaused } from '@/shared/ui/OrdersPaused'
import { trendOf } from '@/shared/ui/Price'
import { SizeShortcuts } from '@/shared/ui/SizeShortcuts'
import { Tabs } from '@/shared/ui/Tabs'
import { showToastAtom } from '@/shared/ui/toast'
import { placeCoinOrderAtom } from '../atoms'
import { priceTypeLabels, sideLabels } from '../labels'
import {
  calculateSpotAmount,
  calculateSpotQuote,
  initialSpotForm,
  marketPrice,
  type PriceType,
  type Side,
  type SpotForm,
  spendableOf,
  toOrderRequest,
  validateSpotForm,
} from '../model'
import { styles } from '../styles'
import { SpotReview } from './SpotReview'

interface OrderFormProps {
  info: CoinMarketInfo
  /** A price picked from the book (a new object per pick): switches to a limit order at that price. */
  picked: { price: string } | null
}

/** Buy/sell, market/limit, price and quantity, the USDT equivalent, the available balance and the fee. */
const PAUSED_ID = 'spot-orders-paused'

export function OrderForm({ info, picked }: OrderFormProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const requireLogin = useRequireLogin()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [form, setForm] = useState<SpotForm>(initialSpotForm)
  const [lastPick, setLastPick] = useState(picked)
  const [showErrors, setShowErrors] = useState(false)
  const [busy, place] = useAtom(placeCoinOrderAtom)
  const online = useOnline()
  const tradable = isTradable(info.status)
  const showToast = useSetAtom(showToastAtom)
  const vibrateForFill = useSetAtom(vibrateForFillAtom)
  if (picked !== lastPick) {
    setLastPick(picked)
    if (picked !== null) setForm({ ...form, priceType: 1, price: picked.price })
  }
  const change = (patch: Partial<SpotForm>) => setForm({ ...form, ...patch })
  const price = form.priceType === 0 ? marketPrice(info, form.side) : form.price
  const quote = calculateSpotQuote(form, price, info.c2c_rate)
  const invalid = showErrors ? validateSpotForm(form) : null
  const balance = spendableOf(info, form.side)
  const [reviewing, setReviewing] = useState(false)
  const reviewed = !useAtomValue(orderReviewAtom).skip.includes('spot')
  const setReview = useSetAtom(setOrderReviewAtom)
  const maxAmount = calculateSpotAmount(info, form, 100)
  const balanceUnit = form.side === 0 ? 'USDT' : info.coin

  const submit = async () => {
    if (!loggedIn) return requireLogin()
    setShowErrors(true)
    if (validateSpotForm(form) !== null) return
    // A market order fills at once at a price the user has not typed: it is reviewed first.
    if (form.priceType === 0 && reviewed) return setReviewing(true)
    await send()
  }
  const confirmReview = async (skipNext: boolean) => {
    if (skipNext) setReview({ product: 'spot', review: false })
    await send()
    setReviewing(false)
  }
  const send = async () => {
    const placed = await place({ side: form.side, order: toOrderRequest(info.pid, form) })
    if (!placed) return
    showToast({ kind: 'success', text: placed.msg || (placed.data.status === 1 ? t`Order filled` : t`Order placed`) })
    if (placed.data.status === 1) vibrateForFill()
    setForm((previous) => ({ ...previous, amount: '' }))
    setShowErrors(false)
  }
  return (
    <form
      className={styles.form}
      data-order-form=""
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className={styles.sides} data-side={form.side}>
        <Tabs
          items={([0, 1] as const).map((key) => ({ key: String(key), label: _(sideLabels[key]) }))}
          value={String(form.side)}
          onChange={(key) => change({ side: Number(key) as Side })}
          label={t`Buy or sell`}
        />
      </div>
      <select
        className={styles.select}
        aria-label={t`Order type`}
        value={form.priceType}
        onChange={(event) => change({ priceType: Number(event.target.value) as PriceType })}
      >
        {([0, 1] as const).map((key) => (
          <option key={key} value={key}>
            {_(priceTypeLabels[key])}
          </option>
        ))}
      </select>
      <AmountField
        label={t`Price (USDT)`}
        decimals={COIN_SCALE}
        disabled={form.priceType === 0}
        value={form.priceType === 0 ? price : form.price}
        error={invalid === 'price' ? t`Please enter price` : null}
        onValueChange={(value) => change({ price: value })}
      />
      <AmountField
        label={t`Quantity (${info.coin})`}
        decimals={COIN_SCALE}
        value={form.amount}
        error={invalid === 'quantity' ? t`Please enter quantity` : null}
        onValueChange={(amount) => change({ amount })}
      />
      {loggedIn ? (
        <SizeShortcuts
          sizeFor={(share) => calculateSpotAmount(info, form, share)}
          max={<Amount value={maxAmount ?? '0'} maxDecimals={COIN_SCALE} unit={info.coin} />}
          onPick={(amount) => change({ amount })}
        />
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="spot-total">{quote ? <Amount value={quote.total} asset="USDT" /> : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd data-testid="spot-available">
            {balance === null ? (
              '—'
            ) : (
              <Amount
                value={balance}
                minDecimals={2}
                maxDecimals={form.side === 0 ? USDT_SCALE : COIN_SCALE}
                unit={balanceUnit}
              />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>
              Fee (<Amount value={info.c2c_rate} maxDecimals={4} />
              %)
            </Trans>
          </dt>
          <dd data-testid="spot-fee">
            {quote ? <Amount value={quote.fee} minDecimals={6} maxDecimals={8} unit={info.coin} /> : '—'}
          </dd>
        </div>
      </dl>
      <button
        type="submit"
        className={styles.submit}
        data-trend={trendOf(form.side)}
        data-side={form.side}
        aria-busy={busy || undefined}
        disabled={busy || !online || !tradable}
        aria-describedby={tradable ? undefined : PAUSED_ID}
      >
        <OrderLabel online={online}>
          {form.side === 0 ? <Trans>Buy {info.coin}</Trans> : <Trans>Sell {info.coin}</Trans>}
        </OrderLabel>
      </button>
      <OrdersPaused status={info.status} id={PAUSED_ID} />
      {reviewing ? (
        <SpotReview
          info={info}
          form={form}
          busy={busy}
          onConfirm={(skipNext) => void confirmReview(skipNext)}
          onCancel={() => setReviewing(false)}
        />
      ) : null}
    </form>
  )
}
