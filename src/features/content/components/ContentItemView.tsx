import type { ContentItem } from '@contract/api'
import type { Loadable } from '@/shared/lib/resource'
import { ContentArticle } from './ContentArticle'
import { LoadState } from './LoadState'

export function ContentItemView({ item, onRetry }: { item: Loadable<ContentItem>; onRetry: () => void }) {
  const { status, data } = item
  if (data === undefined) return <LoadState status={status === 'error' ? 'error' : 'loading'} onRetry={onRetry} />
  return <ContentArticle item={data} />
}
