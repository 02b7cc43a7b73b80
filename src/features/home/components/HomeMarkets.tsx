import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { homeMarketsAtom, MarketStatus } from '@/features/market'
import { useLanguage } from '@/shared/i18n'
import { homeSnapshotAtom } from '../atoms'
import { persistRecommended } from '../snapshot'
import { RecommendedCoins } from './RecommendedCoins'
import { TopLists } from './TopLists'

/**
 * The home screen's market sections: polled recommended coins and top lists. Until the server answers, the
 * recommended coins come from the last start's snapshot and the top lists from the market snapshot.
 */
export function HomeMarkets() {
  const view = useAtomValue(homeMarketsAtom)
  const snapshot = useAtomValue(homeSnapshotAtom)
  const language = useLanguage()
  const liveRecommended = view.live ? view.data?.recommand : undefined
  useEffect(() => {
    if (liveRecommended) persistRecommended(language, liveRecommended)
  }, [language, liveRecommended])
  // Offline with nothing stored, there is nothing to wait for: no placeholder.
  const recommended = liveRecommended ?? snapshot?.recommended ?? (view.offline ? [] : undefined)
  return (
    <>
      <MarketStatus view={view} />
      <RecommendedCoins products={recommended} />
      <TopLists tops={view.data?.tops} />
    </>
  )
}
