export { EmptyState } from './components/EmptyState'
export { LoadError } from './components/LoadError'
export { StatusLabel } from './components/StatusLabel'
export { default as walletStyles } from './components/Wallet.module.css'
export { bankStatusLabels, reviewStatusLabels } from './labels'
export {
  addDecimal,
  compareDecimal,
  isDecimal,
  isPositiveDecimal,
  newIdempotencyKey,
  sanitizeAmountInput,
} from './model'
export { useLoad } from './use-load'
