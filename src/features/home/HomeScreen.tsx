import { Trans } from '@lingui/react/macro'
import { BannerCarousel } from './components/BannerCarousel'
import { HomeHeader } from './components/HomeHeader'
import { HomeMarkets } from './components/HomeMarkets'
import { QuickTools } from './components/QuickTools'

export function HomeScreen() {
  return (
    <div>
      <h1 className="visually-hidden">
        <Trans>Home</Trans>
      </h1>
      <HomeHeader />
      <BannerCarousel />
      <QuickTools />
      <HomeMarkets />
    </div>
  )
}
