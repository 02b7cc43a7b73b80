// Identity verification in real Chromium against the real server: basic details reviewed by an operator, then
// three ID images picked in the browser, which scales each to 800 px wide JPEG before uploading; the operator
// sees the stored images (nobody else does) and rejects with a note the user reads.
import { deflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

const baseURL = inject('baseURL')
const adminToken = inject('adminToken')

/** A plain RGB PNG of the given size (a phone photo is wider than 800 px). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}

/** The width in a JPEG's frame header. */
function jpegWidth(bytes: Buffer): number {
  let at = 2
  while (at + 9 <= bytes.length) {
    const marker = bytes[at + 1] ?? 0
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return bytes.readUInt16BE(at + 7)
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return 0
}

type Submission = { id: number; username: string; level: string; cardzm?: string; cardfm?: string; cardtake?: string }

describe('identity verification', () => {
  let phone: PhoneBrowser
  let page: Page
  let email = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    page = phone.page
    email = (await registerFreshAccount(phone, baseURL, 'identity')).email
  })
  afterAll(() => phone.close())

  async function admin<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseURL}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }
  async function pending(level: string): Promise<Submission> {
    const rows = await admin<Submission[]>('/admin/verifications')
    const row = rows.find((r) => r.username === email && r.level === level)
    if (!row) throw new Error(`no pending ${level} verification`)
    return row
  }
  const card = (name: string) => page.getByRole('region', { name })

  it.skipIf(adminToken === '')('verifies both levels, with images scaled to 800 px JPEG in the browser', async () => {
    await page.goto('/personal')
    await card('Basic verification').getByRole('button', { name: 'Verify now' }).click()
    const basic = page.getByRole('dialog')
    await basic.getByLabel('Country or region').fill('Thailand')
    await basic.getByLabel('Real name').fill('Somchai Dee')
    await basic.getByLabel('ID number').fill('1234567890123')
    await basic.getByLabel('Address').fill('1 Sukhumvit Rd')
    await basic.getByRole('button', { name: 'Submit' }).click()
    await card('Basic verification').getByText('Pending review').waitFor()
    await admin(`/admin/verifications/${(await pending('basic')).id}/approve`, {})

    await page.reload()
    await card('Advanced verification').getByRole('button', { name: 'Verify now' }).click()
    const photo = { name: 'id.png', mimeType: 'image/png', buffer: png(1600, 1200) }
    for (const label of ['Front of ID', 'Back of ID', 'Photo holding your ID']) {
      await page.getByLabel(label, { exact: true }).setInputFiles(photo)
    }
    await expect.poll(() => page.getByRole('dialog').getByRole('img').count(), { timeout: 20_000 }).toBe(3)
    await screenshot(page, 'identity-advanced-en')
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click()
    await card('Advanced verification').getByText('Pending review').waitFor()

    const submission = await pending('advanced')
    for (const src of [submission.cardzm, submission.cardfm, submission.cardtake]) {
      const stored = await fetch(`${baseURL}${src}`, { headers: { Authorization: `Bearer ${adminToken}` } })
      expect(stored.headers.get('content-type')).toBe('image/jpeg')
      expect(stored.headers.get('cache-control')).toBe('private, no-store')
      expect(jpegWidth(Buffer.from(await stored.arrayBuffer()))).toBe(800)
      expect((await fetch(`${baseURL}${src}`)).status).toBe(404)
    }

    await admin(`/admin/verifications/${submission.id}/reject`, { reason: 'The photo is too dark' })
    await page.reload()
    const advanced = card('Advanced verification')
    await advanced.getByText('Note from the verification team').waitFor()
    await advanced.getByText('The photo is too dark').waitFor()
    await expect.poll(() => advanced.getByRole('button', { name: 'Submit again' }).isVisible()).toBe(true)
    await screenshot(page, 'identity-rejected-en')
  })
})
