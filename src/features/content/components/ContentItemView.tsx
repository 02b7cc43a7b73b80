import type { ContentItem } from '@contract/api'
import type { Resource } from '../use-resource'
import { ContentArticle } from './ContentArticle'
import { LoadState } from './LoadState'

export function ContentItemView({ resource }: { resource: Resource<ContentItem> }) {
  const { status, data, retry } = resource
  if (data === undefined) return <LoadState status={status === 'error' ? 'error' : 'loading'} onRetry={retry} />
  return <ContentArticle item={data} />
}
