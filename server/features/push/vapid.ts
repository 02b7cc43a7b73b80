// This deployment's VAPID identity: the contact push services reach the operator at (TERN_VAPID_SUBJECT, a
// mailto: or https: address; Apple's push service refuses anything else) and the key pair that signs every
// push. Configured keys win; otherwise the first process to start generates a pair and stores it, and every
// process reads that same row. A wrong setting turns push off with a log line; the rest of Tern runs.
import webpush from 'web-push'
import type { Config } from '../../config'
import type { Db } from '../../db/db'

export interface Vapid {
  subject: string
  publicKey: string
  privateKey: string
}

export type PushSetup = { enabled: true; subject: string } | { enabled: false; reason: string }

const P256_PUBLIC_BYTES = 65
const P256_PRIVATE_BYTES = 32

const base64urlBytes = (text: string): number =>
  /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1

/** A mailto: address with a domain, or an https: URL with a host. */
export function isVapidSubject(subject: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(subject)) return true
  try {
    const url = new URL(subject)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** Whether push can run with this configuration, and why not. */
export function pushSetup(config: Config): PushSetup {
  const subject = config.vapidSubject
  if (subject === undefined) return { enabled: false, reason: 'TERN_VAPID_SUBJECT is not set' }
  if (!isVapidSubject(subject)) {
    return { enabled: false, reason: 'TERN_VAPID_SUBJECT must be a mailto: address or an https: URL' }
  }
  const { vapidPublicKey: pub, vapidPrivateKey: priv } = config
  if ((pub === undefined) !== (priv === undefined)) {
    return { enabled: false, reason: 'set both TERN_VAPID_PUBLIC_KEY and TERN_VAPID_PRIVATE_KEY, or neither' }
  }
  if (pub !== undefined && priv !== undefined) {
    if (base64urlBytes(pub) !== P256_PUBLIC_BYTES || base64urlBytes(priv) !== P256_PRIVATE_BYTES) {
      return { enabled: false, reason: 'TERN_VAPID_PUBLIC_KEY / TERN_VAPID_PRIVATE_KEY are not a base64url P-256 pair' }
    }
  }
  return { enabled: true, subject }
}

/** The start-up line about push. */
export function describePush(config: Config): string {
  const setup = pushSetup(config)
  return setup.enabled ? `Push: on (VAPID subject ${setup.subject})` : `Push: disabled (${setup.reason})`
}

const stored = new WeakMap<Db, Promise<{ publicKey: string; privateKey: string }>>()

async function storedKeys(db: Db, now: Date) {
  const generated = webpush.generateVAPIDKeys()
  // Several processes may start at once: the first insert wins and everyone reads the same row.
  await db
    .insertInto('push_keys')
    .values({
      name: 'vapid',
      public_key: generated.publicKey,
      private_key: generated.privateKey,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('push_keys')
    .select(['public_key', 'private_key'])
    .where('name', '=', 'vapid')
    .executeTakeFirstOrThrow()
  return { publicKey: row.public_key, privateKey: row.private_key }
}

/** The VAPID identity, or undefined while push is off. */
export async function vapidOf(db: Db, config: Config, now: Date): Promise<Vapid | undefined> {
  const setup = pushSetup(config)
  if (!setup.enabled) return undefined
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { subject: setup.subject, publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }
  }
  let keys = stored.get(db)
  if (!keys) {
    keys = storedKeys(db, now)
    stored.set(db, keys)
    keys.catch(() => stored.delete(db))
  }
  return { subject: setup.subject, ...(await keys) }
}
