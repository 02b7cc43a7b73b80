// Wallet test helpers: users without the cost of scrypt, funding through the ledger, approved destinations,
// market prices, and small valid images.

import type { Asset } from '../../../contract/api'
import type { Deps } from '../../../server/deps'
import { issueToken } from '../../../server/features/accounts/tokens'
import { post } from '../../../server/ledger/ledger'
import { writeTx } from '../../../server/ledger/tx'
import type { Harness } from './harness'

let counter = 0

/** A user row inserted directly (no password hashing, no demo grant). */
export async function createUser(h: Harness, name = `user${++counter}@example.com`): Promise<number> {
  const row = await h.db
    .insertInto('users')
    .values({
      username: name,
      password_hash: 'not-a-hash',
      ...{ realname: '', idcard_num: '', country: '', address: '' },
      ...{ basic_verify_status: 0, rzstatus: 0, score: 100, demo: 0 },
      created_at: h.clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A user and a valid UserToken for it. */
export async function createSignedInUser(h: Harness, name?: string): Promise<{ id: number; token: string }> {
  const id = await createUser(h, name)
  const { token } = await issueToken(h.db, id, h.clock(), 30, { address: 'local', userAgent: '' })
  return { id, token }
}

export const depsOf = (h: Harness): Deps => ({ db: h.db, config: h.config, clock: h.clock, market: h.market })

/** Credits minor units from the house 'external' account (as an approved deposit would). */
export function fund(h: Harness, userId: number, asset: Asset, amount: bigint): Promise<string> {
  return writeTx(h.db, (trx) =>
    post(trx, {
      reason: 'test_credit',
      ref: `test:${userId}`,
      at: h.clock(),
      entries: [
        { kind: 'house', account: 'external', asset, amount: -amount },
        { kind: 'user', account: userId, asset, amount },
      ],
    }),
  )
}

/** An approved bank card (type 0) or USDT-TRC20 address (type 1), inserted directly. */
export async function approvedRecord(h: Harness, userId: number, type: 0 | 1 = 0): Promise<number> {
  const card = type === 0
  const row = await h.db
    .insertInto('bank_records')
    .values({
      user_id: userId,
      type,
      bank: card ? 'Kasikorn' : '',
      branch: card ? 'Silom' : '',
      account: card ? `1234${userId}` : '',
      name: card ? 'Gus Tester' : '',
      idcard: card ? 'ID998877' : '',
      phone: card ? '+66812345678' : '',
      currency: card ? '' : 'USDT-TRC20',
      address: card ? '' : `TXaddr${userId}abcdefgh`,
      remark: '',
      status: 1,
      reason: '',
      created_at: h.clock().toISOString(),
      reviewed_at: h.clock().toISOString(),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Publishes BTC/USDT and ETH/USDT prices (integer cents) as fresh ticks, one second after the last. */
export function setPrices(h: Harness, prices: { btc: number; eth: number }): void {
  h.clock.advance(1000)
  const t = h.clock().getTime()
  h.feed.emit([
    { productId: 12, t, price: prices.btc },
    { productId: 13, t, price: prices.eth },
  ])
}

/** The smallest valid PNG (1x1), and a JPEG/GIF header, as data URLs. */
export const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
export const gifDataUrl = `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64')}`
export const jpegDataUrl = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]).toString('base64')}`
