// The identity feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { reviewVerification, submissionView, verificationReviewQueue } from './verification-review'
