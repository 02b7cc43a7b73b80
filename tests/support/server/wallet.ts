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

/** The smallest valid PNG, JPEG and GIF (1x1), as data URLs: uploads are decoded, so they must be real images. */
export const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
export const gifDataUrl =
  'data:image/gif;base64,R0lGODlhAQABAIAAADNmzAAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQICAAAACwAAAAAAQABAAACAkQBADs='
export const jpegDataUrl =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAEAAQMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AKFe4eef/9k='
