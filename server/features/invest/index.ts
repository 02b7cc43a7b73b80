// The invest feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { earnSubscribe } from './earn'
export { type InvestNames, investNames } from './titles'
