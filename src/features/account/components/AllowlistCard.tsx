import type { SecurityInfo } from '@contract/security'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { walletStyles } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import styles from '../SessionsScreen.module.css'
import { setAllowlistAtom } from '../security-atoms'

/**
 * The withdrawal allow-list switch; its entries are chosen on /bank. Off asks for the authenticator's code with 2FA
 * on; without, for a code sent to the account, and then waits the new-destination delay (turning it on cancels).
 */
export function AllowlistCard({ info }: { info: SecurityInfo }) {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  const [busy, save] = useAtom(setAllowlistAtom)
  const [code, setCode] = useState('')
  /** A code was sent to confirm the turn-off (without two-factor sign-in). */
  const [codeSent, setCodeSent] = useState(false)
  const on = info.withdraw_allowlist
  const hours = info.destination_delay_hours
  const offAt = on ? info.withdraw_allowlist_off_at : null
  const asksCode = on && offAt === null && (info.two_factor || codeSent)
  const offTime = offAt === null ? '' : formatDateTime(offAt)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const turnOn = !on || offAt !== null
    const answer = await save({ enabled: turnOn ? 1 : 0, code: turnOn ? '' : code.trim() })
    if (!answer) return
    setCode('')
    setCodeSent(answer.data.code_expires_at !== null)
    showToast({ kind: 'success', text: answer.msg })
  }

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="allowlist-title">
      <h2 id="allowlist-title">
        <Trans>Withdrawal allow-list</Trans>
      </h2>
      <p className={walletStyles.muted}>
        <Trans>
          When on, withdrawals go only to the cards and addresses you put on the list (on the bank cards screen), each
          usable {hours} hours after it was added.
        </Trans>{' '}
        {on && !info.two_factor ? (
          <Trans>Turning it off takes a code we send you, and then {hours} hours.</Trans>
        ) : null}
      </p>
      {offAt !== null ? (
        <p role="status">
          <Trans>The allow-list turns off on {offTime}. Until then it still applies.</Trans>
        </p>
      ) : null}
      {asksCode ? (
        <TextField
          label={info.two_factor ? t`Code from your authenticator app` : t`Code we sent you`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="secondary" block busy={busy}>
        {!on ? (
          <Trans>Turn on the allow-list</Trans>
        ) : offAt !== null ? (
          <Trans>Keep the allow-list on</Trans>
        ) : codeSent ? (
          <Trans>Confirm turning it off</Trans>
        ) : (
          <Trans>Turn off the allow-list</Trans>
        )}
      </Button>
    </form>
  )
}
