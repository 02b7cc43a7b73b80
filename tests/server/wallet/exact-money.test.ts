// Deposits and withdrawals leave their repos as bigint minor units, exactly: a stored amount beyond 2^53 (which
// a JavaScript number cannot hold) is read exactly on PostgreSQL and refused on SQLite (whose driver hands it
// back as a rounded number), never shown or moved rounded.
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RechargeRecord, UploadAnswer, WithdrawRecord } from '../../../contract/wallet'
import { withdrawalReviews } from '../../../server/features/console/queues'
import { findDeposit } from '../../../server/features/recharge/repo'
import { depositReviewQueue } from '../../../server/features/recharge/service'
import { findWithdrawal } from '../../../server/features/withdraw/repo'
import { reviewWithdrawal } from '../../../server/features/withdraw/service'
import { checkLedger } from '../../../server/ledger/check'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund, pngDataUrl, setPrices } from '../../support/server/wallet'

let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n
/** 2^53 + 1 minor units: the first integer a number rounds (to 2^53). */
const BEYOND = 2n ** 53n + 1n

beforeEach(async () => {
  h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
  user = await createSignedInUser(h)
  setPrices(h, { btc: 6_700_000, eth: 345_000 })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

/** Overwrites a money column of one row in SQL (no driver number on the way in). */
function setColumn(table: 'deposits' | 'withdrawals', id: number, value: bigint) {
  return sql`update ${sql.table(table)} set amount = ${sql.raw(String(value))} where id = ${id}`.execute(h.db)
}

describe('deposit amounts', () => {
  it('are bigint minor units from the repo, and one beyond 2^53 is read exactly or refused, never rounded', async () => {
    const proof = await call<UploadAnswer>(h.app, '/api/stream_upload/type/payimg', {
      token: user.token,
      body: { image: pngDataUrl },
    })
    const body = { type: 2, amount: '0.00123457', pic: dataOf(proof).src }
    const record = dataOf(await call<RechargeRecord>(h.app, '/api/recharge', { token: user.token, body }))
    expect((await findDeposit(h.db, record.id))?.amount).toBe(123_457n)

    await setColumn('deposits', record.id, BEYOND)
    try {
      if (postgresUrl) {
        expect((await findDeposit(h.db, record.id))?.amount).toBe(BEYOND)
        const history = await call<RechargeRecord[]>(h.app, '/api/recharge_history', { token: user.token })
        expect(dataOf(history)[0]?.amount).toBe('90071992.54740993')
        expect((await depositReviewQueue(h, 0))[0]?.amount).toBe('90071992.54740993')
      } else {
        await expect(findDeposit(h.db, record.id)).rejects.toThrow('Unsafe integer amount')
      }
    } finally {
      await setColumn('deposits', record.id, 123_457n)
    }
  })
})

describe('withdrawal amounts', () => {
  it('are bigint minor units from the repo, and one beyond 2^53 is read exactly or refused, never rounded', async () => {
    await approvedRecord(h, user.id, 1)
    await fund(h, user.id, 'USDT', 100n * USDT)
    const body = { tabType: 1, network: 'trc20', coin_address: `TXaddr${user.id}abcdefgh`, amount: '20.000001' }
    const record = dataOf(await withdrawConfirmed(h, user.token, body))
    const row = await findWithdrawal(h.db, record.id)
    expect(row).toMatchObject({ amount: 20_000_001n, fee: h.config.withdrawFee })
    // Rejected: it then holds nothing, whatever its amount.
    await reviewWithdrawal(h, record.id, false, 'test')

    await setColumn('withdrawals', record.id, BEYOND)
    try {
      if (postgresUrl) {
        expect((await findWithdrawal(h.db, record.id))?.amount).toBe(BEYOND)
        const history = await call<WithdrawRecord[]>(h.app, '/api/withdraw_history', { token: user.token })
        expect(dataOf(history)[0]?.amount).toBe('9007199254.740993')
        expect((await withdrawalReviews(h.db, 2))[0]?.amount).toBe('9007199254.740993')
      } else {
        await expect(findWithdrawal(h.db, record.id)).rejects.toThrow('Unsafe integer amount')
      }
    } finally {
      await setColumn('withdrawals', record.id, 20_000_001n)
    }
  })
})
