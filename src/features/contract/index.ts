// Screens and the close notices are imported by file from the app (so the home chunk does not carry them).
export { ContractOrders } from './components/ContractOrders'
export { Profit } from './components/PositionRow'
