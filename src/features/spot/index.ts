export { CoinHistoryScreen } from './CoinHistoryScreen'
export { CoinScreen } from './CoinScreen'
