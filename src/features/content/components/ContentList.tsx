import type { ContentType } from '@contract/api'
import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { fetchContentList } from '../api'
import styles from '../Content.module.css'
import { useResource } from '../use-resource'
import { EmptyState, LoadState } from './LoadState'

/** The articles of one type, each linking to /content/{id}. */
export function ContentList({ type, label }: { type: ContentType; label: string }) {
  const { status, data, retry } = useResource(`list:${type}`, (signal) => fetchContentList(type, signal))
  if (data === undefined) return <LoadState status={status === 'error' ? 'error' : 'loading'} onRetry={retry} />
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
