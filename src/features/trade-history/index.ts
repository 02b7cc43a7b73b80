export { TradeHistoryScreen } from './TradeHistoryScreen'
