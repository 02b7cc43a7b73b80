import type { RechargeRequest } from '@contract/schemas/recharge'
import { imageUploadAtom } from '@/shared/lib/image-upload'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom } from '@/shared/lib/resource'
import { fetchDownloads, fetchRechargeConfig, fetchRechargeHistory, submitRecharge, uploadPaymentProof } from './api'

/** GET /api/recharge_config: the deposit addresses and the minimum. */
export const rechargeConfigAtom = resourceAtom({
  key: 'recharge.config',
  scope: 'session',
  fetch: (_param, signal) => fetchRechargeConfig(signal),
})

/** GET /api/recharge_history: the user's deposits, newest first. */
export const rechargeHistoryAtom = resourceAtom({
  key: 'recharge.history',
  scope: 'session',
  fetch: (_param, signal) => fetchRechargeHistory(signal),
})

/** GET /main/downloads: what this deployment offers to install (the same for everybody). */
export const downloadsAtom = resourceAtom({
  key: 'recharge.downloads',
  scope: 'public',
  fetch: (_param, signal) => fetchDownloads(signal),
})

/** Marks a deposit as paid, with its proof; it then waits for the operator. */
export const submitRechargeAtom = moneyActionAtom({
  run: (request: RechargeRequest, idempotencyKey) => submitRecharge(request, idempotencyKey),
})

/** An upload action for the payment proof picker (scaled in the browser, then stored as the user's). */
export const paymentProofUploadAtom = () => imageUploadAtom(uploadPaymentProof)
