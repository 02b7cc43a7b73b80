// The server's message keys, derived from the message definitions in messages/ (the one list of them).
import type { ErrorCode } from '../../contract/api'
import { commonDetails, commonErrors, commonSuccess } from './messages/common'
import { consoleDetails, consoleErrors, consoleSuccess } from './messages/console'
import type { ServerMessage } from './messages/define'
import { httpErrors } from './messages/http'
import { identityDetails, identitySuccess } from './messages/identity'
import { investDetails, investErrors, investSuccess } from './messages/invest'
import { notifySuccess, notifyTexts } from './messages/notify'
import { operatorDetails, operatorErrors, operatorSuccess } from './messages/operators'
import { priceAlertDetails, priceAlertSuccess } from './messages/price-alerts'
import { pushDetails, pushErrors, pushSuccess } from './messages/push'
import { securityDetails, securityErrors, securitySuccess } from './messages/security'
import { statementDetails } from './messages/statement'
import { supportDetails, supportSuccess } from './messages/support'
import { tradingDetails, tradingErrors, tradingSuccess } from './messages/trading'
import { walletDetails, walletErrors, walletSuccess } from './messages/wallet'

/** Success messages, next to the error codes. */
export type SuccessKey =
  | keyof typeof commonSuccess
  | keyof typeof walletSuccess
  | keyof typeof tradingSuccess
  | keyof typeof supportSuccess
  | keyof typeof investSuccess
  | keyof typeof identitySuccess
  | keyof typeof operatorSuccess
  | keyof typeof priceAlertSuccess
  | keyof typeof consoleSuccess
  | keyof typeof pushSuccess
  | keyof typeof notifySuccess
  | keyof typeof securitySuccess
/** More specific texts shown with a standard error code (the code stays the machine-readable part). */
export type DetailKey =
  | keyof typeof commonDetails
  | keyof typeof walletDetails
  | keyof typeof tradingDetails
  | keyof typeof supportDetails
  | keyof typeof investDetails
  | keyof typeof identityDetails
  | keyof typeof operatorDetails
  | keyof typeof priceAlertDetails
  | keyof typeof consoleDetails
  | keyof typeof pushDetails
  | keyof typeof securityDetails
  | keyof typeof statementDetails
/** The titles and texts of inbox notifications (features/notify/render.ts). */
export type NotifyKey = keyof typeof notifyTexts
export type MessageKey = ErrorCode | SuccessKey | DetailKey | NotifyKey

/** Every server message by key; the annotation makes sure each error code of the API contract has one. */
export const serverMessages: { readonly [K in MessageKey]: ServerMessage<K> } = {
  ...commonErrors,
  ...walletErrors,
  ...httpErrors,
  ...tradingErrors,
  ...investErrors,
  ...operatorErrors,
  ...consoleErrors,
  ...pushErrors,
  ...securityErrors,
  ...commonSuccess,
  ...walletSuccess,
  ...tradingSuccess,
  ...supportSuccess,
  ...investSuccess,
  ...identitySuccess,
  ...operatorSuccess,
  ...priceAlertSuccess,
  ...consoleSuccess,
  ...pushSuccess,
  ...notifySuccess,
  ...securitySuccess,
  ...commonDetails,
  ...walletDetails,
  ...tradingDetails,
  ...supportDetails,
  ...investDetails,
  ...identityDetails,
  ...operatorDetails,
  ...priceAlertDetails,
  ...consoleDetails,
  ...pushDetails,
  ...securityDetails,
  ...statementDetails,
  ...notifyTexts,
}
