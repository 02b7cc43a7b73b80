// Screens are imported by file from the route table.
export { canBuyMiner, canSubscribeEarn, earnEstimate, minerEstimate } from './model'
