import { BannerCarousel } from './components/BannerCarousel'
import { HomeHeader } from './components/HomeHeader'
import { HomeMarkets } from './components/HomeMarkets'
import { QuickTools } from './components/QuickTools'

export function HomeScreen() {
  return (
    <div>
      <HomeHeader />
      <BannerCarousel />
      <QuickTools />
      <HomeMarkets />
    </div>
  )
}
