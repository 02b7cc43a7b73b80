import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { EmptyState, LoadError, Loading } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import styles from '../Alerts.module.css'
import { alertsPageAtom, readAllAlertsAtom } from '../atoms'
import { isUnread, previewOf } from '../model'

/** The inbox: pages of notifications, newest first, unread ones marked, with "mark all read". */
export function NotificationList() {
  const { t } = useLingui()
  const [pages, setPages] = useState(1)
  const first = useAtomValue(alertsPageAtom(1))
  const last = useAtomValue(alertsPageAtom(pages))
  const readAll = useSetAtom(readAllAlertsAtom)
  const [busy, setBusy] = useState(false)
  const markAll = async () => {
    setBusy(true)
    try {
      await readAll(pages)
    } finally {
      setBusy(false)
    }
  }
  if (first.data === undefined) {
    return first.status === 'error' ? <LoadError error={first.error} /> : <Loading />
  }
  if (first.data.data.length === 0) {
    return (
      <EmptyState>
        <Trans>No notifications yet</Trans>
      </EmptyState>
    )
  }
  return (
    <div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={markAll} disabled={busy} busy={busy}>
          {t`Mark all read`}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t`Notifications`}>
        {pageNumbers(pages).map((page) => (
          <PageItems key={page} page={page} />
        ))}
      </ul>
      {last.data && last.data.page < last.data.pages ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setPages(pages + 1)}>
            {t`Load more`}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

function PageItems({ page }: { page: number }) {
  const { t, i18n } = useLingui()
  const { data } = useAtomValue(alertsPageAtom(page))
  return data?.data.map((alert) => (
    <li key={alert.id}>
      <Link href={paths.alertDetail(alert.id)} className={styles.row} data-unread={isUnread(alert) || undefined}>
        <span className={styles.title}>
          {isUnread(alert) ? <span className={styles.dot} role="img" aria-label={t`Unread`} /> : null}
          {alert.title}
        </span>
        <time className={styles.time} dateTime={alert.add_time}>
          {formatDateTime(alert.add_time, i18n.locale)}
        </time>
        <span className={styles.preview}>{previewOf(alert)}</span>
      </Link>
    </li>
  ))
}
