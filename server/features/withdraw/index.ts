// The withdraw feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { withdrawalQueue } from './repo'
export { decideWithdrawal, submitWithdrawal, withdrawalOwner } from './service'
