import { useAtomValue } from 'jotai'
import { homeMarketsAtom, MarketStatus } from '@/features/market'
import { RecommendedCoins } from './RecommendedCoins'
import { TopLists } from './TopLists'

/** The home screen's market sections: polled recommended coins and top lists, painted from the snapshot first. */
export function HomeMarkets() {
  const view = useAtomValue(homeMarketsAtom)
  return (
    <>
      <MarketStatus view={view} />
      <RecommendedCoins products={view.data?.recommand ?? []} />
      <TopLists tops={view.data?.tops} />
    </>
  )
}
