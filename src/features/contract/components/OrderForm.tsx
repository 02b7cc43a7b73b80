import type { ContractMarket } from '@contract/contract-trading'
import type { ContractSide, Leverage } from '@contract/rules/contract'
import type { ContractOrderRequest } from '@contract/schemas/contract'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { formatNumber } from '@/shared/lib/format'
import { isTradable } from '@/shared/lib/market-status'
import { useLoginPath } from '@/shared/lib/return-path'
import { isLoggedInAtom } from '@/shared/lib/session'
import { orderReviewAtom, setOrderReviewAtom } from '@/shared/order-review'
import { AmountField } from '@/shared/ui/AmountField'
import { OrderLabel, useOnline } from '@/shared/ui/NeedsNetwork'
import { OrdersPaused } from '@/shared/ui/OrdersPaused'
import { trendOf } from '@/shared/ui/Price'
import { SizeShortcuts } from '@/shared/ui/SizeShortcuts'
import { Tabs } from '@/shared/ui/Tabs'
import { showToastAtom } from '@/shared/ui/toast'
import { acceptContractRiskAtom, placeContractOrderAtom } from '../atoms'
import { formErrorLabels, openSideLabels, priceTypeLabels, sideLabels } from '../labels'
import {
  type ContractForm,
  calculateContractLots,
  calculateContractQuote,
  initialContractForm,
  type PriceType,
  toOrderRequest,
  validateContractForm,
} from '../model'
import { styles } from '../styles'
import { ContractReview } from './ContractReview'
import { OrderFigures } from './OrderFigures'
import { RiskSheet } from './RiskSheet'

const PAUSED_ID = 'contract-orders-paused'

/** Long/short, leverage, market/limit, lots, take-profit and stop-loss, the figures, and the order button. */
export function OrderForm({ market }: { market: ContractMarket }) {
  const { t, i18n } = useLingui()
  const { _ } = useLinguiCore()
  const { info } = market
  const handPrice = formatNumber(info.hand_price, { maxDecimals: 6, locale: i18n.locale })
  const loggedIn = useAtomValue(isLoggedInAtom)
  const loginPath = useLoginPath()
  const [form, setForm] = useState<ContractForm>(() => initialContractForm(info))
  const [showErrors, setShowErrors] = useState(false)
  const [riskFor, setRiskFor] = useState<ContractOrderRequest | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const reviewed = !useAtomValue(orderReviewAtom).skip.includes('contract')
  const setReview = useSetAtom(setOrderReviewAtom)
  const [busy, place] = useAtom(placeContractOrderAtom)
  const online = useOnline()
  const tradable = isTradable(info.status)
  const [riskBusy, acceptRisk] = useAtom(acceptContractRiskAtom)
  const showToast = useSetAtom(showToastAtom)
  const change = (patch: Partial<ContractForm>) => setForm((previous) => ({ ...previous, ...patch }))
  const quote = calculateContractQuote(info, form)
  const maxLots = Number(calculateContractLots(info, market.balance, form.leverage, 100) ?? 0)
  const problem = showErrors ? validateContractForm(info, form) : null

  const send = async (request: ContractOrderRequest) => {
    const result = await place(request)
    if (result?.kind === 'risk') return setRiskFor(request)
    if (result?.kind !== 'placed') return
    showToast({ kind: 'success', text: result.msg || t`Order placed` })
    setForm((previous) => ({ ...previous, hand: '', stopWin: '', stopLoss: '' }))
    setShowErrors(false)
  }
  const proceed = async () => {
    const request = toOrderRequest(info.pid, form)
    if (!market.risk.accepted) return setRiskFor(request)
    await send(request)
  }
  const submit = async () => {
    setShowErrors(true)
    if (validateContractForm(info, form) !== null) return
    if (reviewed) return setReviewing(true)
    await proceed()
  }
  const confirmReview = async (skipNext: boolean) => {
    if (skipNext) setReview({ product: 'contract', review: false })
    await proceed()
    setReviewing(false)
  }
  const accept = async () => {
    if (!riskFor || !(await acceptRisk())) return
    const request = riskFor
    setRiskFor(null)
    await send(request)
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
          onChange={(key) => change({ side: Number(key) as ContractSide })}
          label={t`Long or short`}
        />
      </div>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{t`Leverage`}</legend>
        {info.leverages.map((leverage: Leverage) => (
          <button
            key={leverage}
            type="button"
            aria-pressed={form.leverage === leverage}
            onClick={() => change({ leverage })}
          >
            {leverage}X
          </button>
        ))}
      </fieldset>
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
        decimals={info.precision}
        disabled={form.priceType === 0}
        value={form.priceType === 0 ? info.price : form.price}
        error={problem === 'price' ? _(formErrorLabels.price) : null}
        onValueChange={(price) => change({ price })}
      />
      <AmountField
        label={t`Lots (${handPrice} USDT margin each)`}
        decimals={0}
        value={form.hand}
        error={problem === 'quantity' ? _(formErrorLabels.quantity) : null}
        onValueChange={(hand) => change({ hand })}
      />
      {loggedIn ? (
        <SizeShortcuts
          sizeFor={(share) => calculateContractLots(info, market.balance, form.leverage, share)}
          max={<Plural value={maxLots} one="# lot" other="# lots" />}
          onPick={(hand) => change({ hand })}
        />
      ) : null}
      <div className={styles.stops}>
        <AmountField
          label={t`Take-profit`}
          placeholder={t`Optional`}
          decimals={info.precision}
          value={form.stopWin}
          onValueChange={(stopWin) => change({ stopWin })}
        />
        <AmountField
          label={t`Stop-loss`}
          placeholder={t`Optional`}
          decimals={info.precision}
          value={form.stopLoss}
          onValueChange={(stopLoss) => change({ stopLoss })}
        />
      </div>
      {problem !== null && problem !== 'price' && problem !== 'quantity' ? (
        <p className={styles.formError} role="alert">
          {_(formErrorLabels[problem])}
        </p>
      ) : null}
      <OrderFigures market={market} quote={quote} />
      {loggedIn ? (
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
            {_(openSideLabels[form.side])} {form.leverage}X
          </OrderLabel>
        </button>
      ) : (
        <Link href={loginPath} className={styles.signIn}>
          <Trans>Log in to trade</Trans>
        </Link>
      )}
      {loggedIn ? <OrdersPaused status={info.status} id={PAUSED_ID} /> : null}
      {reviewing ? (
        <ContractReview
          info={info}
          form={form}
          busy={busy || riskBusy}
          onConfirm={(skipNext) => void confirmReview(skipNext)}
          onCancel={() => setReviewing(false)}
        />
      ) : null}
      {riskFor ? (
        <RiskSheet
          risk={market.risk}
          busy={riskBusy || busy}
          onAccept={() => void accept()}
          onCancel={() => setRiskFor(null)}
        />
      ) : null}
    </form>
  )
}
