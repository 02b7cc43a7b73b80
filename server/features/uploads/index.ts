// The uploads feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { findOwnUpload, storeUpload, uploadPath } from './service'
