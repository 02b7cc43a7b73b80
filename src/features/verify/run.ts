import { defaultBaseUrl } from '@/shared/lib/http'
import type { LiabilitiesReply, LiabilitiesRequest, VerifyClaim, VerifyReply, VerifyRequest } from './model'

/** Runs one check in a fresh worker, ended when it answers. */
export function verifyInWorker(claim: VerifyClaim): Promise<VerifyReply> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module' })
    const done = (reply: VerifyReply) => {
      worker.terminate()
      resolve(reply)
    }
    worker.onmessage = (event: MessageEvent<VerifyReply>) => done(event.data)
    worker.onerror = () => done({ failed: true })
    const request: VerifyRequest = { ...claim, base: defaultBaseUrl() }
    worker.postMessage(request)
  })
}

/** Checks the signed-in user's balances against the latest proof of liabilities in a fresh worker. */
export function checkLiabilitiesInWorker(token: string, userId: number): Promise<LiabilitiesReply> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module' })
    const done = (reply: LiabilitiesReply) => {
      worker.terminate()
      resolve(reply)
    }
    worker.onmessage = (event: MessageEvent<LiabilitiesReply>) => done(event.data)
    worker.onerror = () => done({ failed: true })
    const request: LiabilitiesRequest = { kind: 'liabilities', base: defaultBaseUrl(), token, userId }
    worker.postMessage(request)
  })
}
