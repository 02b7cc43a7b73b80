// The risk disclosures a user accepts before trading: timed orders ('micro') and, later, leveraged ones
// ('contract'). The server refuses such an order (`risk_not_accepted`) until the user's acceptance of the
// disclosure's current version is recorded through POST /api/risk_accept {kind}. A material change of a
// disclosure's text raises its version here, and every user is asked again.

export const riskKinds = ['micro', 'contract'] as const
export type RiskKind = (typeof riskKinds)[number]

export const riskDisclosureVersion: Readonly<Record<RiskKind, number>> = { micro: 1, contract: 1 }

/** The contract disclosure's loss share counts the accounts with a contract close in this many last days. */
export const lossShareDays = 30

/** Fewer accounts than this are too small a sample for the share to mean anything; the disclosure says so. */
export const lossShareMinAccounts = 30

/** The answer of POST /api/risk_accept: what was recorded (the first acceptance of this version). */
export interface RiskAcceptance {
  kind: RiskKind
  version: number
  /** ISO 8601 time of the acceptance. */
  accepted_at: string
}
