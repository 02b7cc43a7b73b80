import type { Downloads } from '@contract/api'
import type { RechargeRequest } from '@contract/schemas/recharge'
import type { RechargeConfig, RechargeRecord, UploadAnswer } from '@contract/wallet'
import { idempotencyHeader } from '@contract/wallet'
import { http } from '@/shared/lib/http'

export function fetchRechargeConfig(signal?: AbortSignal): Promise<RechargeConfig> {
  return http.get<RechargeConfig>('/api/recharge_config', { signal })
}

export function submitRecharge(request: RechargeRequest, idempotencyKey: string): Promise<RechargeRecord> {
  return http.post<RechargeRecord>('/api/recharge', request, { headers: { [idempotencyHeader]: idempotencyKey } })
}

export function fetchRechargeHistory(signal?: AbortSignal): Promise<RechargeRecord[]> {
  return http.get<RechargeRecord[]>('/api/recharge_history', { signal })
}

/** A payment proof, already scaled to a JPEG data URL. */
export function uploadPaymentProof(dataUrl: string): Promise<UploadAnswer> {
  return http.post<UploadAnswer>('/api/stream_upload/type/payimg', { image: dataUrl })
}

/** What this deployment offers to install (public; failures are not reported, the screen falls back). */
export function fetchDownloads(signal?: AbortSignal): Promise<Downloads> {
  return http.get<Downloads>('/main/downloads', { signal, quiet: true })
}
