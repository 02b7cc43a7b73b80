import type { TotpEnrolment } from '@contract/console'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { ApiError } from '@/shared/lib/http'
import { Button } from '@/shared/ui/Button'
import { QrCode } from '@/shared/ui/QrCode'
import { TextField } from '@/shared/ui/TextField'
import { enrolOperatorAtom, loginOperatorAtom } from '../atoms'
import styles from '../Console.module.css'
import { consolePaths, isTotpCode } from '../model'

type FieldErrors = Partial<Record<'email' | 'password' | 'code' | 'form', string>>

/** /console/login: e-mail, password and the authenticator code; the first sign-in enrols the authenticator. */
export function LoginScreen() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const login = useSetAtom(loginOperatorAtom)
  const enrol = useSetAtom(enrolOperatorAtom)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  function validate(): FieldErrors {
    const found: FieldErrors = {}
    if (email.trim() === '') found.email = t`Enter your e-mail address`
    if (password === '') found.password = t`Enter your password`
    if ((enrolment !== null || code !== '') && !isTotpCode(code)) found.code = t`Enter the 6-digit code`
    return found
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const request = { email: email.trim(), password, code }
      if (enrolment) await enrol(request)
      else {
        const outcome = await login(request)
        if (outcome.kind === 'enrol') {
          setEnrolment(outcome.enrolment)
          setCode('')
          return
        }
      }
      navigate(consolePaths.root, { replace: true })
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.msg : t`The server could not be reached` })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.loginPage}>
      <form className={styles.loginCard} onSubmit={submit} noValidate aria-describedby="console-login-error">
        <h1 className={styles.title}>
          <Trans>Tern operator console</Trans>
        </h1>
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          readOnly={enrolment !== null}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          readOnly={enrolment !== null}
        />
        {enrolment ? <EnrolmentHelp enrolment={enrolment} /> : null}
        <TextField
          label={t`Authentication code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
        {errors.form ? (
          <p id="console-login-error" className={styles.formError} role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={busy}>
          {enrolment ? <Trans>Confirm and sign in</Trans> : <Trans>Sign in</Trans>}
        </Button>
      </form>
    </div>
  )
}

function EnrolmentHelp({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useLingui()
  return (
    <section className={styles.enrolment} aria-label={t`Set up your authenticator`}>
      <p>
        <Trans>Scan this code with an authenticator app (or type the key), then enter the 6-digit code it shows.</Trans>
      </p>
      <QrCode data={enrolment.uri} label={t`QR code of your authenticator key`} />
      <p className={styles.secret}>
        <Trans>Key</Trans> <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
    </section>
  )
}
