import type { RechargeType } from '@contract/wallet'
import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { HistoryLink, newIdempotencyKey, useLoad, walletStyles } from '@/features/wallet'
import { redirectDelays } from '@/shared/lib/constants'
import { sanitizeDecimalInput } from '@/shared/lib/decimal'
import { formatNumber } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { fetchRechargeConfig, submitRecharge } from './api'
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
  const [config] = useLoad(fetchRechargeConfig)
  const [type, setType] = useState<RechargeType | null>(() => parseRechargeType(params.default_type))
  const [amount, setAmount] = useState('')
  const [pic, setPic] = useState('')
  const [failed, setFailed] = useState<RechargeField[]>([])
  const [busy, setBusy] = useState(false)
  const key = useRef<string | null>(null)
  const minimum = config?.amount_min ?? DEFAULT_MINIMUM
  const currency = currencyFor(type)
  const address = config ? depositAddress(config, type) : null

  // A changed form is a new user action: it gets a new idempotency key.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      key.current = null
      set(value)
    }

  async function submit() {
    const problems = validateRecharge({ type, amount, pic }, minimum)
    setFailed(problems)
    if (problems.length > 0 || type === null || busy) return
    key.current ??= newIdempotencyKey()
    setBusy(true)
    try {
      await submitRecharge({ type, amount, pic }, key.current)
      showToast({ kind: 'success', text: t`Marked successfully, please wait for processing` })
      setTimeout(() => navigate(paths.rechargeHistory), redirectDelays.recharge)
    } catch {
      setBusy(false)
    }
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
        <CurrencyPicker value={type} onChange={edited(setType)} />
        {failed.includes('currency') ? (
          <p className={styles.error} role="alert">
            {_(rechargeMessages.currency)}
          </p>
        ) : null}
        {currency && address ? <AddressCard currency={currency.label} address={address} /> : null}
        <TextField
          label={currency ? t`Amount (${currency.coin})` : t`Amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t`Minimum deposit $${minimumText}`}
          onChange={(event) => edited(setAmount)(sanitizeDecimalInput(event.target.value))}
          error={failed.includes('amount') ? t`Minimum deposit $${minimumText}` : null}
        />
        <ProofUpload
          value={pic}
          onChange={edited(setPic)}
          error={failed.includes('pic') ? _(rechargeMessages.pic) : null}
        />
        <Button type="submit" block busy={busy} disabled={busy}>
          <Trans>Mark as paid</Trans>
        </Button>
      </form>
    </div>
  )
}
