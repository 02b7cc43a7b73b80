import type { SecurityInfo, TwoFactorSetup } from '@contract/security'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { walletStyles } from '@/features/wallet'
import { Button } from '@/shared/ui/Button'
import { QrCode } from '@/shared/ui/QrCode'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import styles from '../SessionsScreen.module.css'
import { disableTwoFactorAtom, enableTwoFactorAtom, setupTwoFactorAtom } from '../security-atoms'

/**
 * Two-factor sign-in: off -> set up (QR code and the key as text) -> confirmed with a first code -> the ten
 * recovery codes, shown once; when on, removal asks for a code (or a recovery code).
 */
export function TwoFactorCard({ info }: { info: SecurityInfo }) {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  const [setupBusy, setup] = useAtom(setupTwoFactorAtom)
  const [enableBusy, enable] = useAtom(enableTwoFactorAtom)
  const [disableBusy, disable] = useAtom(disableTwoFactorAtom)
  const [pending, setPending] = useState<TwoFactorSetup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const left = info.recovery_codes_left

  async function start() {
    const answer = await setup(undefined)
    if (answer) setPending(answer.data)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    const answer = await enable(code.trim())
    if (!answer) return
    showToast({ kind: 'success', text: answer.msg })
    setPending(null)
    setCode('')
    setRecoveryCodes(answer.data.recovery_codes)
  }

  async function remove(event: FormEvent) {
    event.preventDefault()
    const answer = await disable(code.trim())
    if (!answer) return
    showToast({ kind: 'success', text: answer.msg })
    setCode('')
  }

  // A recovery code has letters: only the enrolment's field is numeric.
  const codeField = (label: string, numeric: boolean) => (
    <TextField
      label={label}
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  )

  return (
    <section className={styles.section} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      {recoveryCodes ? (
        <>
          <p>
            <Trans>
              Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
              shown only now.
            </Trans>
          </p>
          <ul className={styles.codes} aria-label={t`Recovery codes`}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <Button block onClick={() => setRecoveryCodes(null)}>
            <Trans>I have saved them</Trans>
          </Button>
        </>
      ) : info.two_factor ? (
        <form className={styles.stack} onSubmit={remove} noValidate>
          <p>
            <Trans>On. Sign-in, password changes and withdrawals ask for a code from your authenticator app.</Trans>
          </p>
          <p className={walletStyles.muted}>
            <Trans>Recovery codes left: {left}</Trans>
          </p>
          {codeField(t`Code or recovery code`, false)}
          <Button type="submit" variant="danger" block busy={disableBusy} disabled={code.trim() === ''}>
            <Trans>Turn off two-factor sign-in</Trans>
          </Button>
        </form>
      ) : pending ? (
        <form className={styles.stack} onSubmit={confirm} noValidate>
          <p>
            <Trans>Scan this code with an authenticator app, or type the key, then enter the code it shows.</Trans>
          </p>
          <div className={styles.qr}>
            <QrCode data={pending.uri} label={t`QR code for your authenticator app`} />
          </div>
          <p className={styles.secret}>{pending.secret}</p>
          {codeField(t`Code from your authenticator app`, true)}
          <Button type="submit" block busy={enableBusy} disabled={code.trim() === ''}>
            <Trans>Turn on</Trans>
          </Button>
        </form>
      ) : (
        <>
          <p className={walletStyles.muted}>
            <Trans>Off. Add a code from an authenticator app to sign-in, password changes and withdrawals.</Trans>
          </p>
          <Button block busy={setupBusy} onClick={() => void start()}>
            <Trans>Set up two-factor sign-in</Trans>
          </Button>
        </>
      )}
    </section>
  )
}
