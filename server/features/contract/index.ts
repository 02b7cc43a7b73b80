// The contract feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { closeContractPosition } from './positions'
export { type ContractHeld, contractAccount, contractNotices, seeNotices } from './reads'
export { placeContractOrder } from './service'
export { type ContractTermsView, productTerms, termsView, updateTerms } from './terms'
