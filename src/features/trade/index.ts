export { tradeIntervalAtom } from './atoms'
