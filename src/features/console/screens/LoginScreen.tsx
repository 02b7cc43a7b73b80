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

type FieldErrors = Partial<Record<'email' | 'password' | 'code' | 'enrolCode' | 'form', string>>

/**
 * Where the sign-in is: e-mail, password and code; the enrolment code the CLI printed (an operator without an
 * authenticator, told so by the server); the authenticator's first code after its secret was shown.
 */
type Step = { kind: 'sign_in' } | { kind: 'enrol_code'; help: string } | { kind: 'confirm'; enrolment: TotpEnrolment }

/**
 * /console/login: e-mail, password and the authenticator code. The first sign-in (and one after a TOTP reset) asks
 * for the one-time enrolment code from `npm run admin`, then shows the authenticator's secret and asks for its code.
 */
export function LoginScreen() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const login = useSetAtom(loginOperatorAtom)
  const enrol = useSetAtom(enrolOperatorAtom)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [enrolCode, setEnrolCode] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'sign_in' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  function validate(): FieldErrors {
    const found: FieldErrors = {}
    if (email.trim() === '') found.email = t`Enter your e-mail address`
    if (password === '') found.password = t`Enter your password`
    if (step.kind === 'enrol_code' && enrolCode.trim() === '') found.enrolCode = t`Enter the enrolment code`
    if ((step.kind === 'confirm' || code !== '') && step.kind !== 'enrol_code' && !isTotpCode(code)) {
      found.code = t`Enter the 6-digit code`
    }
    return found
  }

  /** One call for the step; the next step, or null once signed in. */
  async function advance(): Promise<Step | null> {
    const credentials = { email: email.trim(), password }
    if (step.kind === 'confirm') {
      await enrol({ ...credentials, code })
      return null
    }
    try {
      const request = step.kind === 'enrol_code' ? { ...credentials, enrol_code: enrolCode.trim() } : credentials
      const outcome = await login(step.kind === 'sign_in' ? { ...request, code } : request)
      return outcome.kind === 'enrol' ? { kind: 'confirm', enrolment: outcome.enrolment } : null
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'enrolment_code_required') throw error
      return { kind: 'enrol_code', help: error.msg }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const next = await advance()
      if (next === null) {
        navigate(consolePaths.root, { replace: true })
        return
      }
      setStep(next)
      setCode('')
      setEnrolCode('')
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.msg : t`The server could not be reached` })
    } finally {
      setBusy(false)
    }
  }

  const started = step.kind !== 'sign_in'
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
          readOnly={started}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          readOnly={started}
        />
        {step.kind === 'enrol_code' ? (
          <>
            <p className={styles.loginHelp} role="status">
              {step.help}
            </p>
            <TextField
              label={t`Enrolment code`}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={enrolCode}
              onChange={(event) => setEnrolCode(event.target.value)}
              error={errors.enrolCode}
            />
          </>
        ) : (
          <>
            {step.kind === 'confirm' ? <EnrolmentHelp enrolment={step.enrolment} /> : null}
            <TextField
              label={t`Authentication code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={errors.code}
            />
          </>
        )}
        {errors.form ? (
          <p id="console-login-error" className={styles.formError} role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={busy}>
          {step.kind === 'confirm' ? (
            <Trans>Confirm and sign in</Trans>
          ) : step.kind === 'enrol_code' ? (
            <Trans>Show my authenticator key</Trans>
          ) : (
            <Trans>Sign in</Trans>
          )}
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
