import type { MinerInfoAnswer } from '@contract/invest'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { LoadError, Loading, walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { AmountField } from '@/shared/ui/AmountField'
import { Button } from '@/shared/ui/Button'
import { OrderLabel, useOnline } from '@/shared/ui/NeedsNetwork'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { buyMinerAtom, minerInfoAtom } from './atoms'
import { Term } from './components/Figure'
import styles from './components/Invest.module.css'
import { canBuyMiner, minerEstimate } from './model'

/** /miner_buy/{id} (no tab bar): a staking product's terms, the amount, the estimated profit and subscribe. */
export function MinerBuyScreen() {
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const resource = useAtomValue(minerInfoAtom(Number(id)))
  const product = resource.data
  return (
    <div>
      <TopBar title={product?.title ?? t`Subscribe`} backTo={paths.miner} />
      {product === undefined && resource.status !== 'error' ? <Loading /> : null}
      {product === undefined ? <LoadError error={resource.error} /> : null}
      {product ? <MinerBuyForm product={product} /> : null}
    </div>
  )
}

function MinerBuyForm({ product }: { product: MinerInfoAnswer }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [busy, buy] = useAtom(buyMinerAtom)
  const online = useOnline()
  const showToast = useSetAtom(showToastAtom)
  const [amount, setAmount] = useState('')
  const estimate = minerEstimate(amount, product.profit, product.days)
  const valid = canBuyMiner(amount, product)
  const outOfRange = amount !== '' && !valid
  const open = product.status === 0

  async function submit() {
    if (!valid || !open) return
    const answer = await buy({ id: product.id, amount })
    if (!answer) return
    showToast({ kind: 'success', text: answer.msg || t`Subscribed` })
    navigate(paths.minerOrders)
  }

  return (
    <form
      className={walletStyles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <dl className={`${walletStyles.card} ${styles.terms}`}>
        <Term label={t`Daily yield`}>
          <span className={styles.rate}>{product.profit}%</span>
        </Term>
        <Term label={t`Term`}>
          <Plural value={product.days} one="# day" other="# days" />
        </Term>
        <Term label={t`Amount per subscription`}>
          <Amount value={product.min} maxDecimals={0} /> – <Amount value={product.max} maxDecimals={0} /> USDT
        </Term>
        <Term label={t`Limit per user`}>
          {product.limit === '0' ? t`No limit` : <Amount value={product.limit} maxDecimals={0} unit="USDT" />}
        </Term>
        <Term label={t`Subscriptions`}>
          {product.times === 0 ? t`No limit` : t`${product.subscribed} of ${product.times} used`}
        </Term>
        <Term label={t`Early cancel cost`}>{t`${product.cancel_cost}% per day left`}</Term>
      </dl>
      <AmountField
        label={t`Amount (USDT, whole number)`}
        decimals={0}
        value={amount}
        placeholder={t`${product.min} to ${product.max}`}
        onValueChange={setAmount}
        error={outOfRange ? t`Exceeds the single limit: enter ${product.min} to ${product.max} USDT.` : null}
      />
      <p className={styles.balance}>
        <span>
          <Trans>
            Available: <Amount value={product.user_money} asset="USDT" />
          </Trans>
        </span>
      </p>
      {/* Shown to the micro-USDT, as credited: rounding 4.515 to 4.52 would promise more than is paid. */}
      <dl className={`${walletStyles.card} ${styles.rows}`} aria-label={t`Estimated profit`}>
        <Term label={t`Estimated profit per day`}>
          {estimate ? <Amount value={estimate.daily} asset="USDT" /> : '—'}
        </Term>
        <Term label={t`Estimated profit over ${product.days} days`}>
          {estimate ? <Amount value={estimate.total} asset="USDT" /> : '—'}
        </Term>
      </dl>
      <p className={walletStyles.hint}>
        <Trans>
          Profit is credited for each full UTC day from tomorrow; the amount returns at the end of the term. Cancelling
          early returns the amount minus the cancel cost for each whole day left; profit already credited is kept.
        </Trans>
      </p>
      <Button type="submit" block busy={busy} disabled={busy || !valid || !open || !online}>
        <OrderLabel online={online}>{open ? <Trans>Subscribe</Trans> : <Trans>Paused</Trans>}</OrderLabel>
      </Button>
    </form>
  )
}
