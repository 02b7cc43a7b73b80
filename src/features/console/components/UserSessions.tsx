import type { UserSession } from '@contract/console-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/shared/lib/format'
import { type Column, DataTable } from './DataTable'

const columns: readonly Column<UserSession>[] = [
  { key: 'created', header: <Trans>Signed in</Trans>, cell: (s) => formatDateTime(s.created_at) },
  { key: 'seen', header: <Trans>Last seen</Trans>, cell: (s) => formatDateTime(s.last_seen_at) },
  { key: 'address', header: <Trans>Address</Trans>, cell: (s) => s.address },
  { key: 'device', header: <Trans>Device</Trans>, cell: (s) => s.user_agent },
  {
    key: 'status',
    header: <Trans>Status</Trans>,
    cell: (s) => (s.active ? <Trans>Active</Trans> : <Trans>Ended</Trans>),
  },
]

export function UserSessions({ sessions }: { sessions: readonly UserSession[] }) {
  const { t } = useLingui()
  return (
    <DataTable
      label={t`Sessions`}
      columns={columns}
      rows={sessions}
      rowKey={(s) => s.id}
      empty={<Trans>No sessions</Trans>}
    />
  )
}
