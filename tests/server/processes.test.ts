// Two API processes on one PostgreSQL database (each with its own pool, as two processes behind a load balancer
// have): the money rules hold across them. PostgreSQL only: two SQLite handles in one process cannot stand for
// two processes (better-sqlite3 waits for the write lock synchronously, stalling the holder's own event loop).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkLedger } from '../../server/ledger/check'
import { balancesOf } from '../../server/ledger/ledger'
import { createHarness, type Harness, type Peer, peerOf, postgresUrl } from '../support/server/harness'
import { call } from '../support/server/request'
import { confirmRequest, preparedRequest } from '../support/server/security'
import { approvedRecord, createSignedInUser, fund } from '../support/server/wallet'

let h: Harness
let peer: Peer
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  if (!postgresUrl) return
  h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
  peer = peerOf(h)
  user = await createSignedInUser(h)
  await fund(h, user.id, 'USDT', 101n * USDT)
  await approvedRecord(h, user.id, 0)
})
afterEach(async () => {
  if (!postgresUrl) return
  expect(await checkLedger(h.db)).toEqual([])
  await peer.close()
  await h.close()
})

/** A withdrawal to the card approvedRecord() binds (support/server/wallet.ts). */
const withdrawal = (amount: string) => ({
  tabType: 0,
  bank_name: 'Kasikorn',
  bank_branch: 'Silom',
  bank_account: `1234${user.id}`,
  name: 'Gus Tester',
  idcard: 'ID998877',
  phone: '+66812345678',
  amount,
})

describe.skipIf(!postgresUrl)('two API processes on one database', () => {
  it('20 concurrent full-balance withdrawal confirmations split between them: exactly one is accepted', async () => {
    const ids: number[] = []
    for (let i = 0; i < 20; i += 1) ids.push(await preparedRequest(h, user.token, withdrawal('100')))
    const results = await Promise.all(
      ids.map((id, i) => confirmRequest(i % 2 === 0 ? h.app : peer.app, user.token, id)),
    )
    const accepted = results.filter((r) => r.envelope?.status === 1)
    expect(accepted).toHaveLength(1)
    const refusals = results.flatMap((r) => (r.envelope?.status === 0 ? [r.envelope.code] : []))
    expect(refusals).toEqual(Array.from({ length: 19 }, () => 'insufficient_balance'))
    expect(await balancesOf(peer.db, user.id)).toMatchObject({ USDT: { available: 0n, frozen: 101n * USDT } })
  })

  it('one Idempotency-Key sent to both, many times at once: one effect, the same answer everywhere', async () => {
    const headers = { 'Idempotency-Key': 'cross-process-1' }
    const id = await preparedRequest(h, user.token, withdrawal('10'))
    // The code is checked once (5 attempts per request); retries with the key then race on both processes.
    const first = await confirmRequest(h.app, user.token, id, headers)
    const retries = await Promise.all(
      Array.from({ length: 19 }, (_, i) => confirmRequest(i % 2 === 0 ? h.app : peer.app, user.token, id, headers)),
    )
    const results = [first, ...retries]
    expect(results.every((r) => r.envelope?.status === 1)).toBe(true)
    const answers = new Set(results.map((r) => JSON.stringify(r.envelope?.data)))
    expect(answers.size).toBe(1)
    const rows = await h.db.selectFrom('withdrawals').select(['amount', 'fee']).where('user_id', '=', user.id).execute()
    expect(rows).toEqual([{ amount: 10_000_000, fee: 1_000_000 }])
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 90n * USDT, frozen: 11n * USDT } })
  })

  it('a session signed in on one is valid on the other, and a logout on one ends it on both', async () => {
    const before = await call(peer.app, '/api/userinfo', { token: user.token })
    expect(before.envelope?.status).toBe(1)
    expect((await call(h.app, '/api/logout', { token: user.token, body: {} })).envelope?.status).toBe(1)
    // The spec's answer to a call without a valid session: 204, no body.
    expect((await call(peer.app, '/api/userinfo', { token: user.token })).status).toBe(204)
  })
})
