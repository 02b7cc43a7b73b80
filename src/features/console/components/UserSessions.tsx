import type { UserSession } from '@contract/console-data'
import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@/shared/lib/format'
import styles from '../Screens.module.css'

export function UserSessions({ sessions }: { sessions: readonly UserSession[] }) {
  if (sessions.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>No sessions</Trans>
      </p>
    )
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Signed in</Trans>
            </th>
            <th scope="col">
              <Trans>Last seen</Trans>
            </th>
            <th scope="col">
              <Trans>Address</Trans>
            </th>
            <th scope="col">
              <Trans>Device</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td>{formatDateTime(session.created_at)}</td>
              <td>{formatDateTime(session.last_seen_at)}</td>
              <td>{session.address}</td>
              <td>{session.user_agent}</td>
              <td>{session.active ? <Trans>Active</Trans> : <Trans>Ended</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
