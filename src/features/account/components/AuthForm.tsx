import type { TwoFactorChallenge } from '@contract/api'
import { useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { defaultAreaCodes, redirectDelays } from '@/shared/lib/constants'
import { paths } from '@/shared/lib/paths'
import { returnPathFrom } from '@/shared/lib/return-path'
import { AreaCodePicker } from '@/shared/ui/AreaCodePicker'
import { Button } from '@/shared/ui/Button'
import { Tabs } from '@/shared/ui/Tabs'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import { authenticateAtom } from '../auth-atoms'
import {
  type AuthForm as AuthFormState,
  type AuthKind,
  type AuthMode,
  type AuthValidation,
  buildAccountName,
  digitsOnly,
  validateAuth,
} from '../model'
import styles from './AuthForm.module.css'
import { DemoAccountOffer } from './DemoAccountOffer'
import { TwoFactorStep } from './TwoFactorStep'

const initialForm = (kind: AuthKind): AuthFormState => ({
  mode: 'email',
  email: '',
  phone: '',
  areaCode: defaultAreaCodes[kind],
  password: '',
})

export function AuthForm({ kind }: { kind: AuthKind }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const search = useSearch()
  const showToast = useSetAtom(showToastAtom)
  const [form, setForm] = useState(() => initialForm(kind))
  const [errors, setErrors] = useState<AuthValidation['errors']>({})
  const [busy, authenticate] = useAtom(authenticateAtom)
  const [signedIn, setSignedIn] = useState(false)
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null)

  useEffect(() => {
    if (!signedIn) return
    // Back to the screen that asked for a login, else home.
    const target = returnPathFrom(search) ?? paths.home
    const timer = setTimeout(() => navigate(target, { replace: true }), redirectDelays.login)
    return () => clearTimeout(timer)
  }, [signedIn, navigate, search])

  const update = (patch: Partial<AuthFormState>) => setForm((previous) => ({ ...previous, ...patch }))
  const setMode = (mode: AuthMode) => {
    update({ mode })
    setErrors({})
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || signedIn) return
    const validation = validateAuth(kind, form)
    setErrors(validation.errors)
    if (!validation.canSubmit) return
    // On a failure the shell already shows the server's message (or logs a network failure).
    const answer = await authenticate({ kind, credentials: { name: buildAccountName(form), pwd: form.password } })
    if (!answer) return
    if ('two_factor' in answer.data) {
      setChallenge(answer.data)
      return
    }
    showToast({ kind: 'success', text: answer.msg || (kind === 'login' ? t`Logged in` : t`Account created`) })
    setSignedIn(true)
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={(text) => {
          showToast({ kind: 'success', text })
          setSignedIn(true)
        }}
        onRestart={() => {
          setChallenge(null)
          update({ password: '' })
        }}
      />
    )
  }

  const accountError = errors.account ? i18n._(errors.account) : null
  const passwordError = errors.password ? i18n._(errors.password) : null
  const tabs = [
    { key: 'email', label: t`Email` },
    { key: 'phone', label: t`Phone` },
  ] as const

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Tabs items={tabs} value={form.mode} onChange={setMode} label={t`Sign-in method`} />
      {form.mode === 'email' ? (
        <TextField
          key="email"
          label={t`Email`}
          type="email"
          autoComplete={kind === 'login' ? 'username' : 'email'}
          placeholder={t`Enter your email`}
          value={form.email}
          onChange={(event) => update({ email: event.target.value })}
          error={accountError}
        />
      ) : (
        <TextField
          key="phone"
          label={t`Phone number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t`Enter your phone number`}
          value={form.phone}
          onChange={(event) => update({ phone: digitsOnly(event.target.value) })}
          error={accountError}
          prefix={<AreaCodePicker value={form.areaCode} onChange={(areaCode) => update({ areaCode })} />}
        />
      )}
      <TextField
        label={t`Password`}
        type="password"
        autoComplete={kind === 'login' ? 'current-password' : 'new-password'}
        placeholder={kind === 'login' ? t`Enter your password` : t`At least 6 characters`}
        value={form.password}
        onChange={(event) => update({ password: event.target.value })}
        error={passwordError}
      />
      <Button type="submit" block busy={busy} disabled={signedIn}>
        {kind === 'login' ? t`Log in` : t`Register`}
      </Button>
      {kind === 'login' ? (
        <DemoAccountOffer
          onUse={(email, password) => {
            update({ mode: 'email', email, password })
            setErrors({})
          }}
        />
      ) : null}
    </form>
  )
}
