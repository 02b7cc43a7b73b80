import type { EarnDetailAnswer } from '@contract/invest'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { LoadError, Loading, walletStyles } from '@/features/wallet'
import { USDT_SCALE } from '@/shared/lib/decimal'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { AmountField } from '@/shared/ui/AmountField'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { OrderLabel, useOnline } from '@/shared/ui/NeedsNetwork'
import { TopBar } from '@/shared/ui/TopBar'
import { earnDetailAtom, subscribeEarnAtom } from './atoms'
import { Term } from './components/Figure'
import styles from './components/Invest.module.css'
import { canSubscribeEarn, earnEstimate } from './model'

/** /earn_detail/{id}: term, rate, amount (minimum, "all"), balance, the dates of the rules, and subscribe. */
export function EarnDetailScreen() {
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const resource = useAtomValue(earnDetailAtom(Number(id)))
  const detail = resource.data
  return (
    <div>
      <TopBar title={t`Subscribe`} backTo={paths.earnTab(0)} />
      {detail === undefined && resource.status !== 'error' ? <Loading /> : null}
      {detail === undefined ? <LoadError error={resource.error} /> : null}
      {detail ? <EarnForm detail={detail} /> : null}
    </div>
  )
}

function EarnForm({ detail }: { detail: EarnDetailAnswer }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [busy, subscribe] = useAtom(subscribeEarnAtom)
  const online = useOnline()
  const [amount, setAmount] = useState('')
  const [done, setDone] = useState(false)
  const reward = earnEstimate(amount, detail.ror, detail.cycle)
  const enough = canSubscribeEarn(amount, detail.min)

  async function submit() {
    if (!enough || detail.status !== 0) return
    const answer = await subscribe({ id: detail.id, amount })
    if (answer) setDone(true)
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
      <h2 className={styles.cardTitle}>{detail.title}</h2>
      <dl className={`${walletStyles.card} ${styles.terms}`}>
        <Term label={t`Coin`}>{detail.coin}</Term>
        <Term label={t`Annual rate`}>
          <span className={styles.rate}>{detail.ror}%</span>
        </Term>
        <Term label={t`Term`}>
          <Plural value={detail.cycle} one="# day" other="# days" />
        </Term>
        <Term label={t`Minimum`}>
          <Amount value={detail.min} asset={detail.coin} />
        </Term>
      </dl>
      <AmountField
        label={t`Amount (${detail.coin})`}
        decimals={USDT_SCALE}
        value={amount}
        placeholder={t`At least ${detail.min}`}
        onValueChange={setAmount}
      />
      <p className={styles.balance}>
        <span>
          <Trans>
            Balance: <Amount value={detail.balance} asset={detail.coin} />
          </Trans>
        </span>
        <button type="button" className={styles.all} onClick={() => setAmount(detail.balance)}>
          <Trans>All</Trans>
        </button>
      </p>
      <dl className={`${walletStyles.card} ${styles.rows}`} aria-label={t`Rules`}>
        <Term label={t`Subscription`}>{detail.today}</Term>
        <Term label={t`Interest starts`}>{detail.start_day}</Term>
        <Term label={t`Reward and principal paid`}>{detail.end_day}</Term>
        <Term label={t`Estimated reward`}>
          {reward ? <Amount value={reward} minDecimals={2} maxDecimals={6} unit={detail.coin} /> : '—'}
        </Term>
      </dl>
      <p className={walletStyles.hint}>
        <Trans>
          Reward = amount × annual rate × {detail.cycle} / 365, paid with the principal at 00:00 UTC on the end day.
        </Trans>
      </p>
      <Button type="submit" block busy={busy} disabled={busy || !enough || detail.status !== 0 || !online}>
        <OrderLabel online={online}>
          <Trans>Subscribe</Trans>
        </OrderLabel>
      </Button>
      <Dialog
        open={done}
        onClose={() => navigate(paths.earnTab(1))}
        title={t`Subscribed`}
        actions={<Button onClick={() => navigate(paths.earnTab(1))}>{t`View my orders`}</Button>}
      >
        <Trans>Your subscription is active. Interest starts on {detail.start_day}.</Trans>
      </Dialog>
    </form>
  )
}
