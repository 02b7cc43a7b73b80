// The bank feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export {
  addBankRecord,
  approvedBankRecords,
  bankReviewQueue,
  bankView,
  checkDestinationUsable,
  decideBank,
  destinationRules,
  normalizeAccount,
} from './service'
