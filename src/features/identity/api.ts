import type { UserInfo } from '@contract/api'
import type {
  AdvanceVerifyRequest,
  BasicVerifyRequest,
  PasswordChangeRequest,
  ResetPasswordRequest,
  SendCodeRequest,
} from '@contract/schemas/identity'
import type { UploadAnswer } from '@contract/wallet'
import { type Answer, http } from '@/shared/lib/http'

export function changePassword(request: PasswordChangeRequest): Promise<Answer<{ revoked: number }>> {
  return http.postWithMessage<{ revoked: number }>('/api/password', request)
}

export function sendResetCode(request: SendCodeRequest): Promise<Answer<null>> {
  return http.postWithMessage<null>('/main/sendcode', request)
}

export function resetPassword(request: ResetPasswordRequest): Promise<Answer<null>> {
  return http.postWithMessage<null>('/main/repassword', request)
}

export function submitBasicVerification(request: BasicVerifyRequest): Promise<Answer<UserInfo>> {
  return http.postWithMessage<UserInfo>('/api/basic_verify', request)
}

export function submitAdvancedVerification(request: AdvanceVerifyRequest): Promise<Answer<UserInfo>> {
  return http.postWithMessage<UserInfo>('/api/advance_verify', request)
}

/** An ID image, already scaled to a JPEG data URL; served back only to its owner and operators. */
export function uploadIdImage(dataUrl: string): Promise<UploadAnswer> {
  return http.post<UploadAnswer>('/api/stream_upload', { image: dataUrl })
}
