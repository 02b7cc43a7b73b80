export { timedTradesPoller, tradeIntervalAtom } from './atoms'
export { TickLine } from './components/TickLine'
export { directionLabels, outcomeLabels } from './labels'
export { profitTone } from './micro-model'
