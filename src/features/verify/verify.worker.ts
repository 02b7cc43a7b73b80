// Checks an order off the main thread: downloads the key and the signed hours, verifies the chain, finds the
// deciding tick and recomputes the outcome (contract/verify/, the code `npm run verify` runs).
import { verifyContractClose } from '@contract/verify/contract'
import { importPublicKey } from '@contract/verify/prices'
import { verifySpotFill } from '@contract/verify/spot'
import { verifyTimedOrder } from '@contract/verify/timed'
import { fetchPriceHour, fetchPricesKey } from './api'
import type { VerifyReply, VerifyRequest } from './model'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null
  postMessage(reply: VerifyReply): void
}

scope.onmessage = async ({ data }) => {
  try {
    const key = await importPublicKey((await fetchPricesKey(data.base)).publicKey)
    const hours = (pid: number, start: number) => fetchPriceHour(data.base, pid, start)
    const verdict =
      data.kind === 'contract'
        ? await verifyContractClose(key, hours, data.claim)
        : data.kind === 'spot'
          ? await verifySpotFill(key, hours, data.claim)
          : await verifyTimedOrder(key, hours, data.claim)
    scope.postMessage({ verdict })
  } catch {
    scope.postMessage({ failed: true })
  }
}
