import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { defaultAreaCodes, redirectDelays } from '@/shared/lib/constants'
import { paths } from '@/shared/lib/paths'
import { returnPathFrom } from '@/shared/lib/return-path'
import { authPath } from '@/shared/lib/return-to'
import { AreaCodePicker } from '@/shared/ui/AreaCodePicker'
import { AuthLayout } from '@/shared/ui/AuthLayout'
import authLayoutStyles from '@/shared/ui/AuthLayout.module.css'
import { Button } from '@/shared/ui/Button'
import { Tabs } from '@/shared/ui/Tabs'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import { resetPassword, sendResetCode } from './api'
import { SendCodeButton } from './components/SendCodeButton'
import styles from './Identity.module.css'
import { type ForgotForm, type ForgotMode, forgotAccount, validateAccount, validateReset } from './model'

const initialForm: ForgotForm = {
  mode: 'phone',
  phone: '',
  email: '',
  areaCode: defaultAreaCodes.forgot,
  code: '',
  pwd: '',
}

/** /forgot: a code to the phone or email, then a new password; success goes to /login after 2 s (keeping `?next=`). */
export function ForgotScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const loginPath = authPath(paths.login, returnPathFrom(useSearch()))
  const showToast = useSetAtom(showToastAtom)
  const [form, setForm] = useState(initialForm)
  const [errors, setErrors] = useState<ReturnType<typeof validateReset>>({})
  const [sentAt, setSentAt] = useState<number | null>(null)
  const [sending, setSending] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate(loginPath, { replace: true }), redirectDelays.forgot)
    return () => clearTimeout(timer)
  }, [done, navigate, loginPath])

  const update = (patch: Partial<ForgotForm>) => setForm((previous) => ({ ...previous, ...patch }))
  const type = form.mode

  async function send() {
    const problem = validateAccount(form)
    setErrors(problem ? { account: problem } : {})
    if (problem) return
    setSending(true)
    try {
      const { msg } = await sendResetCode({ type, account: forgotAccount(form) })
      setSentAt(Date.now())
      showToast({ kind: 'success', text: msg || t`Send success` })
    } catch {
      // The shell shows the server's message (for example the wait before another code).
    } finally {
      setSending(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || done) return
    const problems = validateReset(form)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      const { msg } = await resetPassword({ type, account: forgotAccount(form), code: form.code.trim(), pwd: form.pwd })
      showToast({ kind: 'success', text: msg || t`Password reset` })
      setDone(true)
    } catch {
      // The shell shows the server's message.
    } finally {
      setBusy(false)
    }
  }

  const error = (key: keyof typeof errors) => (errors[key] ? i18n._(errors[key]) : null)
  const tabs = [
    { key: 'phone', label: t`Phone` },
    { key: 'email', label: t`Email` },
  ] as const
  return (
    <AuthLayout
      title={t`Reset password`}
      subtitle={t`We will send a code to your phone or email`}
      footer={
        <div className={authLayoutStyles.row}>
          <Link href={loginPath}>{t`Back to log in`}</Link>
        </div>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Tabs
          items={tabs}
          value={form.mode}
          onChange={(mode: ForgotMode) => {
            update({ mode })
            setErrors({})
          }}
          label={t`Reset method`}
        />
        {form.mode === 'phone' ? (
          <TextField
            key="phone"
            label={t`Phone number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t`Enter your phone number`}
            value={form.phone}
            onChange={(event) => update({ phone: event.target.value.replace(/\D+/g, '') })}
            error={error('account')}
            prefix={<AreaCodePicker value={form.areaCode} onChange={(areaCode) => update({ areaCode })} />}
          />
        ) : (
          <TextField
            key="email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            placeholder={t`Enter your email`}
            value={form.email}
            onChange={(event) => update({ email: event.target.value })}
            error={error('account')}
          />
        )}
        <TextField
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t`6 digits`}
          value={form.code}
          onChange={(event) => update({ code: event.target.value.replace(/\D+/g, '') })}
          error={error('code')}
          suffix={<SendCodeButton sentAt={sentAt} busy={sending} onSend={() => void send()} />}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          placeholder={t`At least 6 characters`}
          value={form.pwd}
          onChange={(event) => update({ pwd: event.target.value })}
          error={error('pwd')}
        />
        <Button type="submit" block busy={busy} disabled={done}>
          {t`Reset password`}
        </Button>
      </form>
    </AuthLayout>
  )
}
