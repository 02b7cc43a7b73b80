export { PriceAlertBell } from './components/PriceAlertBell'
export { PriceAlertsTab } from './PriceAlertsTab'
