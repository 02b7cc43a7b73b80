import { defaultBaseUrl } from '@/shared/lib/http'
import type { VerifyClaim, VerifyReply, VerifyRequest } from './model'

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
