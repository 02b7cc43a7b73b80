import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useParams } from 'wouter'
import { EmptyState, LoadError, Loading } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { isNotFound } from '@/shared/lib/http'
import { paths } from '@/shared/lib/paths'
import { RichText } from '@/shared/ui/RichText'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './Alerts.module.css'
import { alertDetailAtom, refreshUnreadAtom } from './atoms'

export function AlertDetailScreen() {
  const { t, i18n } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const resource = useAtomValue(alertDetailAtom(Number(id)))
  const alert = resource.data
  const refreshUnread = useSetAtom(refreshUnreadAtom)
  const openedId = alert?.id
  // Opening it marked it read on the server: the bell and the first page of the list follow.
  useEffect(() => {
    if (openedId !== undefined) refreshUnread(1)
  }, [openedId, refreshUnread])
  return (
    <div>
      <TopBar title={t`Notification`} backTo={paths.alerts} />
      {alert === undefined && resource.status !== 'error' ? <Loading /> : null}
      {alert === undefined && resource.status === 'error' ? (
        isNotFound(resource.error) ? (
          <EmptyState>
            <Trans>This notification was not found.</Trans>
          </EmptyState>
        ) : (
          <LoadError error={resource.error} />
        )
      ) : null}
      {alert ? (
        <article className={styles.detail}>
          <h2 className={styles.detailTitle}>{alert.title}</h2>
          <time className={styles.time} dateTime={alert.add_time}>
            {formatDateTime(alert.add_time, i18n.locale)}
          </time>
          {alert.kind === 'announcement' ? (
            <RichText html={alert.content} />
          ) : (
            <p className={styles.content}>{alert.content}</p>
          )}
        </article>
      ) : null}
    </div>
  )
}
