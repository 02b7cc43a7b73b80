// Web Push from the receiving end: a browser's subscription keys (a real P-256 pair and auth secret), a local
// HTTP server playing the push service, and the decryption of an aes128gcm payload (RFC 8291 over RFC 8188)
// with node:crypto, so a test reads exactly what a browser would.
import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BrowserKeys {
  ecdh: ECDH
  /** base64url, as PushSubscription.toJSON() gives them. */
  p256dh: string
  auth: string
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()
/** HKDF-Expand for one block (every length here is at most 32 bytes). */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length)

/** Decrypts one aes128gcm push body with the browser's keys; returns the plaintext. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const receiverPublic = keys.ecdh.getPublicKey()
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic])
  const ikm = expand(hmac(Buffer.from(keys.auth, 'base64url'), ecdhSecret), keyInfo, 32)
  const prk = hmac(salt, ikm)
  const cek = expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
  const nonce = expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2)
  return padded.subarray(0, end).toString('utf8')
}

export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface PushService {
  /** An endpoint on this service; `status` answers every push to it (201 accepted, 410 gone, 500 broken). */
  endpoint(name: string, status?: number): string
  setStatus(name: string, status: number): void
  received: ReceivedPush[]
  close(): Promise<void>
}

export async function startPushService(): Promise<PushService> {
  const statuses = new Map<string, number>()
  const received: ReceivedPush[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(statuses.get(path) ?? 404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint(name, status = 201) {
      statuses.set(`/push/${name}`, status)
      return `http://127.0.0.1:${port}/push/${name}`
    },
    setStatus: (name, status) => statuses.set(`/push/${name}`, status),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Checks a push's VAPID header (RFC 8292) against the server's public key; returns the JWT's claims. */
export function vapidClaims(authorization: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`Unexpected VAPID header: ${authorization}`)
  const [header, claims, signature] = match[1].split('.')
  const point = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = Buffer.from(`${header}.${claims}`)
  const valid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'))
  if (!valid) throw new Error('The VAPID signature does not verify')
  return JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}
