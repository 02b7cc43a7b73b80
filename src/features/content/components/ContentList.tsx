import type { ContentType } from '@contract/api'
import { Trans } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { contentListFamily } from '../atoms'
import styles from '../Content.module.css'
import { EmptyState, LoadState } from './LoadState'

/** The articles of one type, each linking to /content/{id}. */
export function ContentList({ type, label }: { type: ContentType; label: string }) {
  const [{ status, data }, load] = useAtom(contentListFamily(type))
  if (data === undefined) {
    return <LoadState status={status === 'error' ? 'error' : 'loading'} onRetry={() => load('refresh')} />
  }
  if (data.length === 0) {
    return (
      <EmptyState>
        <Trans>Nothing here yet.</Trans>
      </EmptyState>
    )
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {data.map((item) => (
        <li key={item.id}>
          <Link href={paths.content(item.id)} className={styles.row}>
            <span>{item.title}</span>
            <Icon name="chevronRight" className={styles.chevron} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
