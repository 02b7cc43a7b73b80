// Until micro places its orders through a money action (Foundation II, the other half): then this line goes.
export { newIdempotencyKey } from '@/shared/lib/money-action'
export { EmptyState } from './components/EmptyState'
export { HistoryLink } from './components/HistoryLink'
export { LoadError } from './components/LoadError'
export { StatusLabel } from './components/StatusLabel'
export { default as walletStyles } from './components/Wallet.module.css'
export { bankStatusLabels, reviewStatusLabels } from './labels'
