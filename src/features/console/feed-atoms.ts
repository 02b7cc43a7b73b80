// The feed page's data in the one store: the published health (polled, the engine publishes every few seconds) and
// the route editor's action, which refreshes it after a success.
import { resourceAtom } from '@/shared/lib/resource'
import { ofOperator } from './atoms'
import { consoleActionAtom } from './console-action'
import { fetchFeed, saveFeedRoute } from './feed-api'

export const FEED_POLL_MS = 5000

export const feedAtom = resourceAtom({
  key: 'console.feed',
  ...ofOperator,
  fetch: (_param, signal) => fetchFeed(signal),
  pollMs: FEED_POLL_MS,
})

export const saveFeedRouteAtom = consoleActionAtom(saveFeedRoute, (set) => set(feedAtom, 'refresh'))
