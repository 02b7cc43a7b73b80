import type { TwoFactorChallenge } from '@contract/api'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { completeLoginAtom } from '../auth-atoms'
import styles from './AuthForm.module.css'

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge
  /** The session started: the message to show. */
  onSignedIn: (msg: string) => void
  /** Back to the password (the challenge expired or was used up). */
  onRestart: () => void
}

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useLingui()
  const [busy, complete] = useAtom(completeLoginAtom)
  const [code, setCode] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || code.trim() === '') return
    // A wrong code: the shell shows the server's message; the field stays for another try.
    const answer = await complete({ ticket: challenge.ticket, code: code.trim() })
    if (answer) onSignedIn(answer.msg || t`Logged in`)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        <Trans>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Trans>
      </p>
      <TextField
        label={t`Authentication code`}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" block busy={busy} disabled={code.trim() === ''}>
        <Trans>Verify</Trans>
      </Button>
      <Button type="button" variant="secondary" block onClick={onRestart}>
        <Trans>Back</Trans>
      </Button>
    </form>
  )
}
