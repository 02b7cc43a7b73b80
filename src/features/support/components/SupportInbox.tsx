import { supportLimits } from '@contract/support'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { EmptyState, LoadError, Loading } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Badge } from '@/shared/ui/Badge'
import { Icon } from '@/shared/ui/Icon'
import { supportThreadsAtom } from '../atoms'
import styles from '../Support.module.css'

/** Tern's own support inbox: the user's conversations and a way to start one. */
export function SupportInbox() {
  const { t } = useLingui()
  const threads = useAtomValue(supportThreadsAtom)
  const list = threads.data
  const limit = supportLimits.openThreads
  const openCount = list?.filter((thread) => thread.status === 0).length ?? 0
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        <Trans>
          Write to our support team. We answer here, usually within a day; an unread answer shows on the menu.
        </Trans>
      </p>
      {openCount < limit ? (
        <Link href={paths.supportThread('new')} className={styles.newThread}>
          <Icon name="plus" size={20} />
          <Trans>New conversation</Trans>
        </Link>
      ) : (
        <p className={styles.hint}>
          <Trans>You have {limit} open conversations: please continue in one of them.</Trans>
        </p>
      )}
      {list === undefined && threads.status !== 'error' ? <Loading /> : null}
      {list === undefined ? <LoadError error={threads.error} /> : null}
      {list?.length === 0 ? (
        <EmptyState>
          <Trans>No conversations yet</Trans>
        </EmptyState>
      ) : null}
      <ul className={styles.threads} aria-label={t`Conversations`}>
        {list?.map(({ unread, ...thread }) => (
          <li key={thread.id}>
            <Link href={paths.supportThread(thread.id)} className={styles.thread}>
              <span className={styles.subject}>{thread.subject || t`Image`}</span>
              <Badge
                count={unread}
                label={t({ message: plural(unread, { one: '# unread answer', other: '# unread answers' }) })}
              />
              <span className={styles.threadMeta}>
                <span className={styles.state} data-status={thread.status}>
                  {thread.status === 0 ? t`Open` : t`Closed`}
                </span>
                <time dateTime={thread.updated_at}>{formatDateTime(thread.updated_at)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
