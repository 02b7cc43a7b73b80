import { assetDecimals } from '@contract/api'
import type { RechargeType } from '@contract/wallet'
import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { HistoryLink, LoadError, walletStyles } from '@/features/wallet'
import { redirectDelays } from '@/shared/lib/constants'
import { formatNumber } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { AmountField } from '@/shared/ui/AmountField'
import { Button } from '@/shared/ui/Button'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { rechargeConfigAtom, submitRechargeAtom } from './atoms'
import { AddressCard } from './components/AddressCard'
import { CurrencyPicker } from './components/CurrencyPicker'
import { ProofUpload } from './components/ProofUpload'
import {
  currencyFor,
  depositAddress,
  parseRechargeType,
  type RechargeField,
  rechargeMessages,
  validateRecharge,
} from './model'
import styles from './Recharge.module.css'

const DEFAULT_MINIMUM = '10'

export function RechargeScreen() {
  const { t } = useLingui()
  const { _ } = useCoreLingui()
  const params = useParams<{ default_type?: string }>()
  const [, navigate] = useLocation()
  const showToast = useSetAtom(showToastAtom)
  const config = useAtomValue(rechargeConfigAtom)
  const [busy, submitDeposit] = useAtom(submitRechargeAtom)
  const [type, setType] = useState<RechargeType | null>(() => parseRechargeType(params.default_type))
  const [amount, setAmount] = useState('')
  const [pic, setPic] = useState('')
  // Checked from the first submit on, against the form as it is now: a fixed field loses its message at once.
  const [checked, setChecked] = useState(false)
  // Set once the deposit is marked: the button stays busy until the redirect to the history.
  const [submitted, setSubmitted] = useState(false)
  const minimum = config.data?.amount_min ?? DEFAULT_MINIMUM
  const currency = currencyFor(type)
  const address = config.data ? depositAddress(config.data, type) : null
  const failed: RechargeField[] = checked ? validateRecharge({ type, amount, pic }, minimum) : []

  async function submit() {
    setChecked(true)
    if (validateRecharge({ type, amount, pic }, minimum).length > 0 || type === null || submitted) return
    if (!(await submitDeposit({ type, amount, pic }))) return
    setSubmitted(true)
    showToast({ kind: 'success', text: t`Marked successfully, please wait for processing` })
    setTimeout(() => navigate(paths.rechargeHistory), redirectDelays.recharge)
  }

  const minimumText = formatNumber(minimum)
  return (
    <div>
      <TopBar title={t`Deposit`} backTo={paths.rechargeList} end={<HistoryLink href={paths.rechargeHistory} />} />
      <form
        className={walletStyles.page}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {config.data === undefined ? <LoadError error={config.error} /> : null}
        <CurrencyPicker value={type} onChange={setType} />
        {failed.includes('currency') ? (
          <p className={styles.error} role="alert">
            {_(rechargeMessages.currency)}
          </p>
        ) : null}
        {currency && address ? <AddressCard currency={currency.label} address={address} /> : null}
        <AmountField
          label={currency ? t`Amount (${currency.coin})` : t`Amount`}
          decimals={assetDecimals[currency?.coin ?? 'USDT']}
          value={amount}
          placeholder={t`Minimum deposit $${minimumText}`}
          onValueChange={setAmount}
          error={failed.includes('amount') ? t`Minimum deposit $${minimumText}` : null}
        />
        <ProofUpload value={pic} onChange={setPic} error={failed.includes('pic') ? _(rechargeMessages.pic) : null} />
        <Button type="submit" block busy={busy || submitted} disabled={busy || submitted}>
          <Trans>Mark as paid</Trans>
        </Button>
      </form>
    </div>
  )
}
