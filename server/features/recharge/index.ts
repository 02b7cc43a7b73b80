// The recharge feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { decideDeposit, depositOwner, depositReviewQueue, submitRecharge } from './service'
