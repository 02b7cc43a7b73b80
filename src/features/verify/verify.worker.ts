// Checks an order off the main thread: downloads the key and the signed hours, verifies the chain, finds the
// deciding tick and recomputes the outcome (contract/verify/, the code `npm run verify` runs).
import { verifyContractClose } from '@contract/verify/contract'
import { checkSnapshot } from '@contract/verify/liabilities'
import { importPublicKey } from '@contract/verify/prices'
import { verifySpotFill } from '@contract/verify/spot'
import { verifyTimedOrder } from '@contract/verify/timed'
import { fetchLiabilities, fetchLiabilityProof, fetchPriceHour, fetchPricesKey } from './api'
import type { LiabilitiesReply, LiabilitiesRequest, VerifyReply, VerifyRequest } from './model'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VerifyRequest | LiabilitiesRequest>) => void) | null
  postMessage(reply: VerifyReply | LiabilitiesReply): void
}

/** The proof of liabilities: the latest snapshot's signed roots, the user's own proofs, each asset checked. */
async function checkLiabilities(data: LiabilitiesRequest): Promise<LiabilitiesReply> {
  const key = await importPublicKey((await fetchPricesKey(data.base)).publicKey)
  const snapshot = await fetchLiabilities(data.base)
  if (!snapshot) return { none: true }
  const { proofs } = await fetchLiabilityProof(data.base, data.token, snapshot.id)
  const verdicts = await checkSnapshot(key, snapshot, data.userId, proofs)
  return { snapshot: { id: snapshot.id, at: snapshot.at }, verdicts }
}

scope.onmessage = async ({ data }) => {
  try {
    if (data.kind === 'liabilities') {
      scope.postMessage(await checkLiabilities(data))
      return
    }
    const published = await fetchPricesKey(data.base)
    const key = await importPublicKey(published.publicKey)
    const hours = (pid: number, start: number) => fetchPriceHour(data.base, pid, start)
    const verdict =
      data.kind === 'contract'
        ? await verifyContractClose(key, hours, data.claim, published.maxPriceAgeMs)
        : data.kind === 'spot'
          ? await verifySpotFill(key, hours, data.claim)
          : await verifyTimedOrder(key, hours, data.claim)
    scope.postMessage({ verdict })
  } catch {
    scope.postMessage({ failed: true })
  }
}
