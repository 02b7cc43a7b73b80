import type { Asset } from '@contract/api'
import type { ExchangeAnswer } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { LoadError, walletStyles } from '@/features/wallet'
import { isPositiveDecimal } from '@/shared/lib/decimal'
import { moneyDecimals } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import { executeExchangeAtom, userBalanceAtom } from './atoms'
import { CoinAmountField } from './components/CoinAmountField'
import styles from './Exchange.module.css'
import { canSubmitExchange, chooseCoin, type ExchangeForm, editedAmount, initialExchangeForm, swapSides } from './model'
import { useQuote } from './use-quote'

export function ExchangeScreen() {
  const { t } = useLingui()
  const balances = useAtomValue(userBalanceAtom)
  const [busy, execute] = useAtom(executeExchangeAtom)
  const [form, setForm] = useState<ExchangeForm>(initialExchangeForm)
  // The answer carries amounts only: the pair is the one the user submitted.
  const [done, setDone] = useState<(ExchangeAnswer & { from: Asset; to: Asset }) | null>(null)
  const quote = useQuote(form, (amount) =>
    setForm((previous) =>
      previous.edited === 0 ? { ...previous, toAmount: amount } : { ...previous, fromAmount: amount },
    ),
  )
  const edit = (side: 0 | 1, value: string) => {
    const other = isPositiveDecimal(value) ? undefined : ''
    setForm(
      side === 0
        ? { ...form, edited: 0, fromAmount: value, toAmount: other ?? form.toAmount }
        : { ...form, edited: 1, toAmount: value, fromAmount: other ?? form.fromAmount },
    )
  }

  async function submit() {
    if (!canSubmitExchange(form)) return
    const answer = await execute({ from: form.from, to: form.to, amount: editedAmount(form), type: form.edited })
    if (!answer) return
    setDone({ ...answer, from: form.from, to: form.to })
    setForm({ ...form, fromAmount: '', toAmount: '', edited: 0 })
  }

  const available = balances.data?.[form.from]
  return (
    <div>
      <TopBar title={t`Exchange`} backTo={paths.asset} />
      <form
        className={walletStyles.page}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <CoinAmountField
          label={t`From`}
          coin={form.from}
          amount={form.fromAmount}
          onCoin={(coin) => setForm(chooseCoin(form, 'from', coin))}
          onAmount={(value) => edit(0, value)}
          extra={
            <span className={styles.balance}>
              <Trans>
                Available: {available === undefined ? '—' : <Amount value={available} {...moneyDecimals(form.from)} />}{' '}
                {form.from}
              </Trans>
              <button
                type="button"
                className={styles.max}
                disabled={available === undefined}
                onClick={() => available !== undefined && edit(0, available)}
              >
                <Trans>Max</Trans>
              </button>
            </span>
          }
        />
        <button
          type="button"
          className={styles.swap}
          aria-label={t`Swap currencies`}
          onClick={() => setForm(swapSides(form))}
        >
          <Icon name="trade" size={20} />
        </button>
        <CoinAmountField
          label={t`To`}
          coin={form.to}
          amount={form.toAmount}
          onCoin={(coin) => setForm(chooseCoin(form, 'to', coin))}
          onAmount={(value) => edit(1, value)}
        />
        <p className={walletStyles.hint} aria-live="polite">
          {quote.pending ? <Trans>Getting a quote…</Trans> : null}
          {!quote.pending && quote.quote ? (
            <Trans>
              Rate: 1 {form.from} ≈ <Amount value={quote.quote.rate} maxDecimals={8} /> {form.to}
            </Trans>
          ) : null}
          {quote.error ? <span className={styles.error}>{quote.error}</span> : null}
        </p>
        {balances.data === undefined ? <LoadError error={balances.error} /> : null}
        <Button type="submit" block busy={busy} disabled={busy || !canSubmitExchange(form)}>
          <Trans>Exchange</Trans>
        </Button>
        <p className={walletStyles.hint}>
          <Trans>The exchange settles at the market price at the moment you submit.</Trans>
        </p>
      </form>
      <Dialog
        open={done !== null}
        onClose={() => setDone(null)}
        title={t`Exchange successful`}
        actions={<Button onClick={() => setDone(null)}>{t`OK`}</Button>}
      >
        {done ? (
          <Trans>
            You exchanged <Amount value={done.from_amount} asset={done.from} /> for{' '}
            <Amount value={done.to_amount} asset={done.to} />.
          </Trans>
        ) : null}
      </Dialog>
    </div>
  )
}
