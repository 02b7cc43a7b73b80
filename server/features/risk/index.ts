// The risk feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export {
  acceptRisk,
  requireAccepted,
  requireRiskAccepted,
  riskAccepted,
  riskAcceptedBy,
  riskAcceptedColumn,
} from './service'
