// The operator's Ed25519 key that signs the price record: made at the engine's first start and kept in the
// database (price_keys), so every engine that takes over signs with the same key and API processes publish it; or
// given by the setting TERN_PRICE_SIGNING_KEY, whose public half alone is then kept there (for the API processes to
// publish). A given key that is not the one the database's record was signed with is refused: the hours signed
// before would no longer verify against the published key.
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

/**
 * An Ed25519 private key as the setting gives it: PEM (`-----BEGIN PRIVATE KEY-----`) or the base64 of its PKCS #8
 * DER (`openssl genpkey -algorithm ed25519 -outform DER | base64`); throws with what is wrong.
 */
export function privateKeyOfSetting(text: string): KeyObject {
  let key: KeyObject
  try {
    key = text.includes('-----BEGIN')
      ? createPrivateKey(text)
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' })
  } catch {
    throw new Error('not a private key (PEM, or the base64 of PKCS #8 DER)')
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`an ${key.asymmetricKeyType} key, not Ed25519`)
  return key
}

/** The key of the setting, its public half stored for the API processes (once the record's key, always it). */
async function givenKey(db: Kysely<Database>, now: Date, text: string): Promise<PriceKey> {
  const privateKey = privateKeyOfSetting(text)
  const publicKey = rawPublicKey(privateKey)
  const stored = await db.selectFrom('price_keys').select('public_key').where('name', '=', NAME).executeTakeFirst()
  if (stored && stored.public_key !== publicKey) {
    const signed = await db.selectFrom('price_heads').select('start').limit(1).executeTakeFirst()
    if (signed) {
      throw new Error(
        `TERN_PRICE_SIGNING_KEY is not the key this database's price record is signed with (public key ${stored.public_key}): the hours signed before would no longer verify; the record is not sealed`,
      )
    }
    await db
      .updateTable('price_keys')
      .set({ private_key: '', public_key: publicKey })
      .where('name', '=', NAME)
      .execute()
  } else if (!stored) {
    await db
      .insertInto('price_keys')
      .values({ name: NAME, private_key: '', public_key: publicKey, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
  }
  return { privateKey, publicKey }
}

/**
 * The key that signs: the setting's when given (see above), else the stored key, made and stored first when there
 * is none (a second engine's insert loses and reads the first).
 */
export async function loadPriceKey(db: Kysely<Database>, now: Date, given?: string): Promise<PriceKey> {
  if (given) return givenKey(db, now, given)
  const stored = await db.selectFrom('price_keys').selectAll().where('name', '=', NAME).executeTakeFirst()
  if (stored?.private_key === '') {
    throw new Error('the price record is signed with the key of TERN_PRICE_SIGNING_KEY, which is not set')
  }
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
