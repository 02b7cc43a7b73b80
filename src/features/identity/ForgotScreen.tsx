import { useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
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
import { resetPasswordAtom, sendResetCodeAtom } from './atoms'
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
  const [sending, sendCode] = useAtom(sendResetCodeAtom)
  const [busy, reset] = useAtom(resetPasswordAtom)
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
    // On a failure the shell shows the server's message (for example the wait before another code).
    const answer = await sendCode({ type, account: forgotAccount(form) })
    if (!answer) return
    setSentAt(Date.now())
    showToast({ kind: 'success', text: answer.msg || t`Send success` })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || done) return
    const problems = validateReset(form)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    // On a failure the shell shows the server's message.
    const answer = await reset({ type, account: forgotAccount(form), code: form.code.trim(), pwd: form.pwd })
    if (!answer) return
    showToast({ kind: 'success', text: answer.msg || t`Password reset` })
    setDone(true)
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
