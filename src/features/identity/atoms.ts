import type {
  AdvanceVerifyRequest,
  BasicVerifyRequest,
  PasswordChangeRequest,
  ResetPasswordRequest,
  SendCodeRequest,
} from '@contract/schemas/identity'
import { atom } from 'jotai'
import { userInfoAtom } from '@/features/account'
import { actionAtom } from '@/shared/lib/action'
import { imageUploadAtom } from '@/shared/lib/image-upload'
import {
  changePassword,
  resetPassword,
  sendResetCode,
  submitAdvancedVerification,
  submitBasicVerification,
  uploadIdImage,
} from './api'

/** Submits basic verification; the user info (statuses, details) is fetched again. Rejects as the HTTP client does. */
export const submitBasicAtom = atom(null, async (_get, set, request: BasicVerifyRequest) => {
  const answer = await submitBasicVerification(request)
  set(userInfoAtom, 'refresh')
  return answer
})

export const submitAdvancedAtom = atom(null, async (_get, set, request: AdvanceVerifyRequest) => {
  const answer = await submitAdvancedVerification(request)
  set(userInfoAtom, 'refresh')
  return answer
})

/** Changes the password (the server signs out every other device): the answer, or null when it failed. */
export const changePasswordAtom = actionAtom({ run: (request: PasswordChangeRequest) => changePassword(request) })

/** Sends a sign-in code to the phone or email of a forgotten password. */
export const sendResetCodeAtom = actionAtom({ run: (request: SendCodeRequest) => sendResetCode(request) })

/** Sets a new password with the code. */
export const resetPasswordAtom = actionAtom({ run: (request: ResetPasswordRequest) => resetPassword(request) })

/** An upload action for one ID image picker (scaled in the browser, then stored as the user's). */
export const idImageUploadAtom = () => imageUploadAtom(uploadIdImage)
