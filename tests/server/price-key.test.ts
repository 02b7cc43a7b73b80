// The price record's signing key given by the setting TERN_PRICE_SIGNING_KEY: PEM or base64 PKCS #8 DER, Ed25519 only
// (a wrong value stops the start with its reason); its public half is what the server publishes, its private half is
// never stored; a database whose record another key signed refuses it, and one signed by a setting's key needs it.
import { generateKeyPairSync } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { loadPriceKey, privateKeyOfSetting, publicPriceKey } from '../../server/verifiable/keys'
import { createHarness, type Harness } from '../support/server/harness'

const ed25519 = () => generateKeyPairSync('ed25519').privateKey
const der = (key = ed25519()) => key.export({ format: 'der', type: 'pkcs8' }).toString('base64')
const rawPublic = (text: string) =>
  Buffer.from((privateKeyOfSetting(text).export({ format: 'jwk' }) as { x: string }).x, 'base64url').toString('base64')

describe('TERN_PRICE_SIGNING_KEY', () => {
  it('is an Ed25519 key, as PEM or base64 DER; anything else stops the start with its reason', () => {
    const key = ed25519()
    const pem = key.export({ format: 'pem', type: 'pkcs8' }).toString()
    expect(loadConfig({ TERN_PRICE_SIGNING_KEY: pem }).priceSigningKey).toBe(pem.trim())
    expect(rawPublic(pem)).toBe(rawPublic(der(key)))
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
    expect(() => loadConfig({ TERN_PRICE_SIGNING_KEY: der(rsa) })).toThrow(/rsa key, not Ed25519/)
    expect(() => loadConfig({ TERN_PRICE_SIGNING_KEY: 'not a key' })).toThrow(/not a private key/)
    expect(loadConfig({}).priceSigningKey).toBeUndefined()
  })
})

describe('the price key of the setting', () => {
  let h: Harness
  beforeEach(async () => {
    h = await createHarness()
  })
  afterEach(() => h.close())

  const signedHour = () =>
    h.db
      .insertInto('price_heads')
      .values({ product_id: 12, span: 'h', start: 0, count: 0, prev: '', head: '', sig: '' })
      .execute()

  it('signs, is published, and its private half is not stored', async () => {
    const given = der()
    const key = await loadPriceKey(h.db, h.clock(), given)
    expect(key.publicKey).toBe(rawPublic(given))
    expect(await publicPriceKey(h.db)).toBe(rawPublic(given))
    const row = await h.db.selectFrom('price_keys').selectAll().executeTakeFirstOrThrow()
    expect(row.private_key).toBe('')
    // Without the setting now, the record's key is missing: nothing signs with another.
    await expect(loadPriceKey(h.db, h.clock())).rejects.toThrow(/TERN_PRICE_SIGNING_KEY, which is not set/)
  })

  it("replaces a made key before anything is signed, and is refused once the record is another key's", async () => {
    const made = await loadPriceKey(h.db, h.clock())
    const given = der()
    expect((await loadPriceKey(h.db, h.clock(), given)).publicKey).toBe(rawPublic(given))
    await signedHour()
    await expect(loadPriceKey(h.db, h.clock(), der())).rejects.toThrow(/not the key this database's price record/)
    expect(await publicPriceKey(h.db)).toBe(rawPublic(given))
    expect(made.publicKey).not.toBe(rawPublic(given))
    // The same key again is fine.
    expect((await loadPriceKey(h.db, h.clock(), given)).publicKey).toBe(rawPublic(given))
  })
})
