// The operator's Ed25519 key that signs the price record: made at the engine's first start and kept in the
// database (price_keys), so every engine that takes over signs with the same key and API processes publish it.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const NAME = 'prices'

export interface PriceKey {
  privateKey: KeyObject
  /** Base64 of the raw 32-byte public key. */
  publicKey: string
}

function rawPublicKey(key: KeyObject): string {
  const jwk = createPublicKey(key).export({ format: 'jwk' })
  return Buffer.from(jwk.x ?? '', 'base64url').toString('base64')
}

/** The stored key, made and stored first when there is none (a second engine's insert loses and reads the first). */
export async function loadPriceKey(db: Kysely<Database>, now: Date): Promise<PriceKey> {
  const stored = await db.selectFrom('price_keys').selectAll().where('name', '=', NAME).executeTakeFirst()
  if (stored) {
    const privateKey = createPrivateKey({
      key: Buffer.from(stored.private_key, 'base64'),
      format: 'der',
      type: 'pkcs8',
    })
    return { privateKey, publicKey: stored.public_key }
  }
  const { privateKey } = generateKeyPairSync('ed25519')
  const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
  await db
    .insertInto('price_keys')
    .values({ name: NAME, private_key: der, public_key: rawPublicKey(privateKey), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  return loadPriceKey(db, now)
}

/** The published key (null until the engine's first start made it). */
export async function publicPriceKey(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('price_keys').select('public_key').where('name', '=', NAME).executeTakeFirst()
  return row?.public_key ?? null
}

export function signHead(key: PriceKey, message: Uint8Array): string {
  return sign(null, message, key.privateKey).toString('base64')
}
