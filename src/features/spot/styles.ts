// The screen's class names: the trading screens' shared layout and this feature's own.
import shared from '@/shared/ui/TradingScreen.module.css'
import own from './Coin.module.css'

export const styles = { ...shared, ...own }
