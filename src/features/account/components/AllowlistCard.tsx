import type { SecurityInfo } from '@contract/security'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { walletStyles } from '@/features/wallet'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import styles from '../SessionsScreen.module.css'
import { setAllowlistAtom } from '../security-atoms'

/** The withdrawal allow-list switch; its entries are chosen on /bank. Off asks for the code with 2FA on. */
export function AllowlistCard({ info }: { info: SecurityInfo }) {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  const [busy, save] = useAtom(setAllowlistAtom)
  const [code, setCode] = useState('')
  const on = info.withdraw_allowlist
  const hours = info.destination_delay_hours

  async function submit(event: FormEvent) {
    event.preventDefault()
    const answer = await save({ enabled: on ? 0 : 1, code: code.trim() })
    if (!answer) return
    setCode('')
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
        </Trans>
      </p>
      {on && info.two_factor ? (
        <TextField
          label={t`Code from your authenticator app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="secondary" block busy={busy}>
        {on ? <Trans>Turn off the allow-list</Trans> : <Trans>Turn on the allow-list</Trans>}
      </Button>
    </form>
  )
}
