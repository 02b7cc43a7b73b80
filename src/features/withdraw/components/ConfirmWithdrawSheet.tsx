import type { WithdrawChallenge } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { walletStyles } from '@/features/wallet'
import { Button } from '@/shared/ui/Button'
import { Sheet } from '@/shared/ui/Sheet'
import { TextField } from '@/shared/ui/TextField'
import { confirmWithdrawalAtom } from '../atoms'

interface ConfirmWithdrawSheetProps {
  challenge: WithdrawChallenge | null
  onClose: () => void
  /** The withdrawal was made: the server's message. */
  onConfirmed: (msg: string) => void
}

/** The code that confirms a withdrawal request: from the authenticator app, or the one mailed to the user. */
export function ConfirmWithdrawSheet({ challenge, onClose, onConfirmed }: ConfirmWithdrawSheetProps) {
  const { t } = useLingui()
  const [busy, confirm] = useAtom(confirmWithdrawalAtom)
  const [code, setCode] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!challenge || code.trim() === '') return
    const answer = await confirm({ id: challenge.request_id, code: code.trim() })
    if (answer) onConfirmed(answer.msg)
  }

  return (
    <Sheet open={challenge !== null} onClose={onClose} label={t`Confirm withdrawal`}>
      <form className={walletStyles.page} onSubmit={submit} noValidate>
        <h2>
          <Trans>Confirm withdrawal</Trans>
        </h2>
        <p className={walletStyles.muted}>
          {challenge?.method === 'totp' ? (
            <Trans>Enter the code from your authenticator app.</Trans>
          ) : (
            <Trans>Enter the 6-digit code we sent you. It is valid for 10 minutes.</Trans>
          )}
        </p>
        <TextField
          label={t`Confirmation code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" block busy={busy} disabled={code.trim() === ''}>
          <Trans>Confirm</Trans>
        </Button>
      </form>
    </Sheet>
  )
}
