import { BannerCarousel } from './components/BannerCarousel'
import { HomeHeader } from './components/HomeHeader'
import { QuickTools } from './components/QuickTools'

export function HomeScreen() {
  return (
    <div>
      <HomeHeader />
      <BannerCarousel />
      <QuickTools />
    </div>
  )
}
