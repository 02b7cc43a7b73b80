import type { SessionInfo } from '@contract/api'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { LoadError, Loading, walletStyles } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { logoutOtherSessionsAtom, revokeSessionAtom, sessionsAtom } from './atoms'
import { AllowlistCard } from './components/AllowlistCard'
import { PhishingPhraseCard } from './components/PhishingPhraseCard'
import { TwoFactorCard } from './components/TwoFactorCard'
import { describeUserAgent } from './model'
import styles from './SessionsScreen.module.css'
import { securityAtom } from './security-atoms'

/** /sessions: where the account is signed in (any other session can be ended here), two-factor sign-in and the anti-phishing phrase. */
export function SessionsScreen() {
  const { t } = useLingui()
  const sessions = useAtomValue(sessionsAtom)
  const security = useAtomValue(securityAtom)
  const revoke = useSetAtom(revokeSessionAtom)
  const logoutOthers = useSetAtom(logoutOtherSessionsAtom)
  const showToast = useSetAtom(showToastAtom)
  const [busy, setBusy] = useState(false)
  const others = sessions.data?.filter((session) => !session.current) ?? []

  async function run(action: () => Promise<{ msg: string }>) {
    setBusy(true)
    try {
      const { msg } = await action()
      showToast({ kind: 'success', text: msg })
    } catch {
      // The shell has shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <TopBar title={t`Security and sessions`} backTo={paths.home} />
      <div className={walletStyles.page}>
        {sessions.data === undefined && sessions.status !== 'error' ? <Loading /> : null}
        {sessions.data === undefined ? <LoadError error={sessions.error} /> : null}
        {sessions.data ? (
          <ul className={styles.list}>
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy}
                onEnd={() => void run(() => revoke(session.id))}
              />
            ))}
          </ul>
        ) : null}
        {others.length > 0 ? (
          <Button variant="danger" block busy={busy} disabled={busy} onClick={() => void run(logoutOthers)}>
            <Trans>Log out on all other devices</Trans>
          </Button>
        ) : null}
        {security.data ? (
          <>
            <TwoFactorCard info={security.data} />
            <PhishingPhraseCard key={security.data.phishing_phrase} phrase={security.data.phishing_phrase} />
            <AllowlistCard info={security.data} />
          </>
        ) : null}
      </div>
    </div>
  )
}

function SessionItem({ session, busy, onEnd }: { session: SessionInfo; busy: boolean; onEnd: () => void }) {
  const { t } = useLingui()
  const { browser, system } = describeUserAgent(session.user_agent)
  const device = browser && system ? t`${browser} on ${system}` : (browser ?? system ?? t`Unknown device`)
  const lastSeen = formatDateTime(session.last_seen_at)
  const address = session.address
  return (
    <li className={styles.session}>
      <div className={styles.text}>
        <strong>{device}</strong>
        <span className={walletStyles.muted}>
          <Trans>Last active {lastSeen}</Trans>
        </span>
        <span className={walletStyles.muted}>
          <Trans>IP address {address}</Trans>
        </span>
        {session.current ? (
          <span className={styles.current}>
            <Trans>This device</Trans>
          </span>
        ) : null}
      </div>
      {session.current ? null : (
        <Button variant="secondary" className={styles.end} disabled={busy} onClick={onEnd}>
          <Trans>Log out</Trans>
        </Button>
      )}
    </li>
  )
}
