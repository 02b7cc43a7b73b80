import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { failureText } from '../atoms'
import {
  createEarnProductAtom,
  createMinerProductAtom,
  investProductsAtom,
  setInvestStatusAtom,
} from '../products-atoms'
import styles from '../Screens.module.css'
import type { InvestAction, InvestKind } from '../types'
import { SettingsForm } from './SettingsForm'

const statusLabels = [msg`On sale`, msg`Paused`, msg`Ended`] as const

/** Staking and earn products: create, pause, resume, end (subscriptions already made run to their end). */
export function InvestProducts() {
  const { t, i18n } = useLingui()
  const products = useAtomValue(investProductsAtom)
  const busy = useAtomValue(setInvestStatusAtom)
  const setStatus = useSetAtom(setInvestStatusAtom)
  const [error, setError] = useState<string | null>(null)

  async function act(kind: InvestKind, id: number, action: InvestAction) {
    const outcome = await setStatus({ kind, id, action })
    if (outcome === null) return
    setError(outcome.ok ? null : failureText(outcome.failure, t`The product could not be changed`))
  }

  const actions = (kind: InvestKind, id: number, status: number) =>
    status === 2 ? null : (
      <>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act(kind, id, status === 0 ? 'pause' : 'resume')}
        >
          {status === 0 ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void act(kind, id, 'end')}>
          <Trans>End</Trans>
        </Button>
      </>
    )

  return (
    <>
      <h2 className={styles.subheading}>
        <Trans>Staking and earn</Trans>
      </h2>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.cards}>
        {products.data?.miner.map((product) => (
          <article key={`miner-${product.id}`} className={styles.card} aria-label={product.titles.en ?? product.key}>
            <h3 className={styles.subheading}>{product.titles.en ?? product.key}</h3>
            <p className={styles.muted}>
              <Amount value={product.min} /> – <Amount value={product.max} unit="USDT" /> ·{' '}
              {t`${product.profit}% a day for ${product.days} days`} ·{' '}
              {i18n._(statusLabels[product.status] ?? msg`Ended`)}
            </p>
            <div className={styles.row}>{actions('miner', product.id, product.status)}</div>
          </article>
        ))}
        {products.data?.earn.map((product) => (
          <article key={`earn-${product.id}`} className={styles.card} aria-label={product.key}>
            <h3 className={styles.subheading}>{t`Earn ${product.ror}% a year, ${product.cycle} days`}</h3>
            <p className={styles.muted}>
              <Trans>
                From <Amount value={product.min} asset="USDT" />
              </Trans>{' '}
              · {i18n._(statusLabels[product.status] ?? msg`Ended`)}
            </p>
            <div className={styles.row}>{actions('earn', product.id, product.status)}</div>
          </article>
        ))}
      </div>
      <div className={styles.cards}>
        <SettingsForm
          title={<Trans>New staking product</Trans>}
          submitLabel={t`Create`}
          fields={[
            { name: 'title', label: t`Title (English)`, value: '' },
            { name: 'min', label: t`Minimum (USDT)`, value: '' },
            { name: 'max', label: t`Maximum (USDT)`, value: '' },
            { name: 'profit', label: t`Profit % a day`, value: '' },
            { name: 'days', label: t`Days`, value: '' },
            { name: 'limit', label: t`Most held per user (USDT, 0 no limit)`, value: '' },
            { name: 'times', label: t`Most subscriptions per user (0 no limit)`, value: '' },
            { name: 'cancel_cost', label: t`Early cancel cost % a day`, value: '' },
          ]}
          action={createMinerProductAtom}
          request={({ title = '', min = '', max = '', profit = '', days = '', cancel_cost = '', ...rest }) => ({
            ...{ titles: { en: title }, min, max, profit, days, cancel_cost },
            ...rest,
          })}
        />
        <SettingsForm
          title={<Trans>New earn product</Trans>}
          submitLabel={t`Create`}
          fields={[
            { name: 'ror', label: t`Annual rate %`, value: '' },
            { name: 'min', label: t`Minimum (USDT)`, value: '' },
            { name: 'cycle', label: t`Days`, value: '' },
          ]}
          action={createEarnProductAtom}
          request={({ ror = '', cycle = '', ...rest }) => ({ ror, cycle, ...rest })}
        />
      </div>
    </>
  )
}
