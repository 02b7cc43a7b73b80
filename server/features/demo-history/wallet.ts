// The demo account's wallet history through the wallet services: a bound address, deposits with a proof image,
// withdrawals, an earn subscription and a watchlist. Reviews are decided through the operators' review service
// under the automatic operator, so each has its audit row like any automatic approval.
import { readFile } from 'node:fs/promises'
import { addBankSchema } from '../../../contract/schemas/bank'
import { investBuySchema } from '../../../contract/schemas/invest'
import { rechargeSchema } from '../../../contract/schemas/recharge'
import { withdrawSchema } from '../../../contract/schemas/withdraw'
import type { OperatorContext } from '../../audit/context'
import { AUTO_OPERATOR } from '../../audit/log'
import { decideReview, type ReviewKind } from '../admin'
import { addBankRecord } from '../bank'
import { earnSubscribe } from '../invest'
import { submitRecharge } from '../recharge'
import { storeUpload } from '../uploads'
import { setWatchlist } from '../watchlist'
import { submitWithdrawal } from '../withdraw'
import type { Replay } from './replay'
import { firstOpenEarnProduct } from './repo'
import type { Step } from './trading'

/** Clearly not a real address, like the demo deposit addresses (config.ts). */
const DEMO_ADDRESS = 'TTernDemo-wallet-not-a-real-address'
/** The demo account's watchlist: Bitcoin, Ethereum, Solana and gold. */
export const WATCHED = [12, 13, 16, 36]

function approve(r: Replay, kind: ReviewKind, id: number) {
  const ctx: OperatorContext = { db: r.deps.db, clock: r.deps.clock, operator: AUTO_OPERATOR, address: '' }
  return decideReview(ctx, kind, id, true, '')
}

/** The transfer receipt every demo deposit shows as its proof: a plain PNG made for it, holding pixels only. */
const receipt = new URL('./receipt.png', import.meta.url)

async function deposit(r: Replay, userId: number, amount: string): Promise<number> {
  const image = { bytes: await readFile(receipt), kind: { mime: 'image/png', ext: 'png' } as const }
  const proof = await storeUpload(r.deps, userId, 'payimg', image)
  const input = rechargeSchema.parse({ type: 0, amount, pic: proof.src })
  return (await r.tx((trx) => submitRecharge(r.deps, trx, userId, input, 'en'))).id
}

async function withdraw(r: Replay, userId: number, amount: string): Promise<number> {
  const input = withdrawSchema.parse({ tabType: 1, amount, network: 'trc20', coin_address: DEMO_ADDRESS })
  return (await r.tx((trx) => submitWithdrawal(r.deps, trx, userId, input, 'en'))).id
}

async function subscribeEarn(r: Replay, userId: number): Promise<void> {
  const product = await firstOpenEarnProduct(r.deps.db)
  if (!product) return
  const input = investBuySchema.parse({ id: product.id, amount: '500' })
  await r.tx((trx) => earnSubscribe(r.deps, trx, { userId, lang: 'en' }, input))
}

export function walletHistory(r: Replay, userId: number): Step[] {
  let paidOut = 0
  const bank = addBankSchema.parse({ type: 1, currency: 'USDT-TRC20', address: DEMO_ADDRESS })
  return [
    {
      minute: 1,
      run: async () => approve(r, 'banks', (await r.tx((trx) => addBankRecord(r.deps, trx, userId, bank))).id),
    },
    { minute: 2, run: async () => approve(r, 'deposits', await deposit(r, userId, '2000')) },
    { minute: 3, run: () => setWatchlist(r.deps, userId, WATCHED) },
    { minute: 150, run: () => subscribeEarn(r, userId) },
    { minute: 180, run: async () => (paidOut = await withdraw(r, userId, '300')) },
    { minute: 196, run: () => approve(r, 'withdrawals', paidOut) },
    // Waiting for an operator, as the newest requests of any account would.
    { minute: 285, run: () => deposit(r, userId, '500') },
    { minute: 290, run: () => withdraw(r, userId, '120') },
  ]
}
