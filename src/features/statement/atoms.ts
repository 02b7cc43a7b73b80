import type { StatementPage } from '@contract/statement'
import { resourceFamily } from '@/shared/lib/resource'
import { fetchStatement } from './api'
import type { StatementFilter } from './model'

export interface StatementPageKey {
  filter: StatementFilter
  /** The `next` of the page before; null for the newest page. */
  before: number | null
}

/** One page of /statement, loaded once per visit; its last answer is kept for offline visits. */
export const statementFamily = resourceFamily<StatementPage, StatementPageKey>({
  key: 'statement.page',
  scope: 'session',
  fetch: ({ filter, before }, signal) => fetchStatement(filter, before ?? undefined, undefined, signal),
  paramKey: ({ filter, before }) => `${filter.asset}|${filter.kind}|${filter.from}|${filter.to}|${before ?? ''}`,
})
