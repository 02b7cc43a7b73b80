// The admin feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { decideReview, type ReviewKind } from './service'
