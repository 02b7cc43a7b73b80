import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { userInfoAtom } from '@/features/account'
import { tokenAtom } from '@/shared/lib/session'
import type { LiabilitiesReply } from '../model'
import { checkLiabilitiesInWorker } from '../run'
import styles from '../Verify.module.css'
import { LiabilitiesResult } from './LiabilitiesResult'

/**
 * "Check my balance is included" on the asset screen: checks the signed-in user's balances against the latest
 * proof of liabilities in the verify worker and shows the result below.
 */
export function LiabilitiesCheck() {
  const { t } = useLingui()
  const token = useAtomValue(tokenAtom)
  const userId = useAtomValue(userInfoAtom).data?.id
  const [reply, setReply] = useState<LiabilitiesReply | null>(null)
  const [busy, setBusy] = useState(false)
  const run = () => {
    if (token === null || userId === undefined) return
    setBusy(true)
    void checkLiabilitiesInWorker(token, userId).then((answer) => {
      setReply(answer)
      setBusy(false)
    })
  }
  return (
    <section
      className={styles.liabilities}
      aria-label={t({ message: 'Proof of liabilities', context: 'asset screen section' })}
    >
      <button
        type="button"
        className={styles.button}
        onClick={run}
        disabled={busy || token === null || userId === undefined}
        aria-busy={busy || undefined}
      >
        {busy
          ? t`Verifying…`
          : t({ message: 'Check my balance is included', context: 'proof of liabilities: run the check' })}
      </button>
      {reply ? <LiabilitiesResult reply={reply} /> : null}
    </section>
  )
}
