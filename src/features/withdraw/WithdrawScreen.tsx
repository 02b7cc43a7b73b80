import type { WithdrawChallenge } from '@contract/wallet'
import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { EmptyState, HistoryLink, LoadError, walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { submitWithdrawalAtom, withdrawInfoAtom } from './atoms'
import { AccountFields } from './components/AccountFields'
import { AmountSection } from './components/AmountSection'
import { BindFirstDialog } from './components/BindFirstDialog'
import { ConfirmWithdrawSheet } from './components/ConfirmWithdrawSheet'
import {
  emptyWithdrawForm,
  toWithdrawRequest,
  validateWithdraw,
  type WithdrawForm,
  type WithdrawProblem,
  type WithdrawTab,
  withdrawMessages,
} from './model'
import styles from './Withdraw.module.css'

export function WithdrawScreen() {
  const { t } = useLingui()
  const { _ } = useCoreLingui()
  const [, navigate] = useLocation()
  const showToast = useSetAtom(showToastAtom)
  const infoResource = useAtomValue(withdrawInfoAtom)
  const info = infoResource.data
  const [busy, submitWithdrawal] = useAtom(submitWithdrawalAtom)
  const [form, setForm] = useState<WithdrawForm>(emptyWithdrawForm)
  // Checked from the first submit on, against the form as it is now: a fixed field loses its message at once.
  const [checked, setChecked] = useState(false)
  const [bindDismissed, setBindDismissed] = useState(false)
  const [challenge, setChallenge] = useState<WithdrawChallenge | null>(null)

  const update = (patch: Partial<WithdrawForm>) => setForm((previous) => ({ ...previous, ...patch }))
  const minimum = info?.withdraw_min ?? '0'
  const problems: WithdrawProblem[] = checked ? validateWithdraw(form, minimum) : []
  const errorFor = (field: WithdrawProblem['field']): string | null => {
    const problem = problems.find((p) => p.field === field)
    if (!problem) return null
    return problem.below === 'minimum' ? t`The minimum withdrawal is ${minimum} USDT` : _(withdrawMessages[field])
  }

  async function submit() {
    setChecked(true)
    if (validateWithdraw(form, minimum).length > 0 || !info) return
    const submitted = await submitWithdrawal(toWithdrawRequest(form))
    if (!submitted) return
    showToast({ kind: 'success', text: submitted.msg })
    setChallenge(submitted.data)
  }

  function confirmed(msg: string) {
    setChallenge(null)
    showToast({ kind: 'success', text: msg || t`Withdrawal submitted` })
    navigate(paths.withdrawHistory)
  }

  const needsBinding = info !== undefined && info.accounts.length === 0
  return (
    <div>
      <TopBar title={t`Withdraw`} backTo={paths.asset} end={<HistoryLink href={paths.withdrawHistory} />} />
      {info === undefined && infoResource.status === 'error' ? (
        <>
          <EmptyState>
            <Trans>Could not load the withdrawal details.</Trans>
          </EmptyState>
          <LoadError error={infoResource.error} />
        </>
      ) : null}
      <form
        className={walletStyles.page}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Tabs
          items={[
            { key: '0', label: t`Bank card` },
            { key: '1', label: t`Digital address` },
          ]}
          value={String(form.tabType)}
          onChange={(tab) => update({ tabType: Number(tab) as WithdrawTab })}
          label={t`Withdraw to`}
        />
        <AccountFields form={form} accounts={info?.accounts ?? []} onChange={update} errorFor={errorFor} />
        <AmountSection form={form} info={info ?? null} onChange={update} errorFor={errorFor} />
        <label className={styles.agree}>
          <input type="checkbox" checked={form.agreed} onChange={(event) => update({ agreed: event.target.checked })} />
          <span>
            <Trans>
              I have read and accept the <Link href={paths.contentType(7)}>withdrawal agreement</Link>
            </Trans>
          </span>
        </label>
        {errorFor('agreed') ? (
          <p className={styles.error} role="alert">
            {errorFor('agreed')}
          </p>
        ) : null}
        {info ? (
          <p className={walletStyles.hint}>
            <Trans>
              Withdrawals below the minimum of <Amount value={info.withdraw_min} asset="USDT" /> are not credited and
              cannot be returned.
            </Trans>
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={busy || !info}>
          <Trans>Withdraw</Trans>
        </Button>
      </form>
      <BindFirstDialog open={needsBinding && !bindDismissed} onClose={() => setBindDismissed(true)} />
      <ConfirmWithdrawSheet challenge={challenge} onClose={() => setChallenge(null)} onConfirmed={confirmed} />
    </div>
  )
}
