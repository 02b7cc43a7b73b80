// Finding 9 of issue 11: a daily quota per user, every stored image re-encoded (no EXIF, no polyglot), and
// uploads no record refers to removed after the grace period.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UploadAnswer } from '../../../contract/wallet'
import { reencodeImage } from '../../../server/features/uploads/reencode'
import { createHarness, type Harness } from '../../support/server/harness'
import { dataUrlOf, gpsLatitudeBytes, jpegWithGps, noisePng, pngWithChunk, zipOf } from '../../support/server/images'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, pngDataUrl } from '../../support/server/wallet'

let h: Harness
let token: string

beforeEach(async () => {
  h = await createHarness({ TERN_UPLOAD_MB_PER_DAY: '1' })
  token = (await createSignedInUser(h)).token
})
afterEach(() => h.close())

const upload = (image: string, lang?: string) =>
  call<UploadAnswer>(h.app, '/api/stream_upload/type/payimg', { token, lang, body: { image } })
const png = Buffer.from(pngDataUrl.split(',')[1] ?? '', 'base64')
const stored = (fname: string) => readFileSync(join(h.config.uploadsDir, fname))

describe('upload quota', () => {
  it('refuses the 11th upload in 24 hours with a localized message, and allows it a day later', async () => {
    for (let i = 0; i < 10; i++) dataOf(await upload(pngDataUrl))
    const refused = await upload(pngDataUrl, 'de')
    expect(refused.envelope).toMatchObject({
      status: 0,
      code: 'rate_limited',
      msg: 'Upload-Limit erreicht: höchstens 10 Bilder oder 1 MB in 24 Stunden. Bitte versuche es später erneut.',
    })
    expect((await upload(pngDataUrl)).envelope?.msg).toBe(
      'Upload limit reached: at most 10 images or 1 MB in 24 hours. Please try again later.',
    )
    const other = await createSignedInUser(h)
    dataOf(await call(h.app, '/api/stream_upload', { token: other.token, body: { image: pngDataUrl } }))
    h.clock.advance(24 * 3_600_000 + 1)
    dataOf(await upload(pngDataUrl))
  })

  it('lets exactly one of five concurrent uploads take the last place', async () => {
    for (let i = 0; i < 9; i++) dataOf(await upload(pngDataUrl))
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(pngDataUrl)))
    expect(results.filter((r) => r.envelope?.status === 1)).toHaveLength(1)
    expect(await h.db.selectFrom('uploads').select('fname').execute()).toHaveLength(10)
  })

  it('counts stored bytes too', async () => {
    const image = dataUrlOf('image/png', await noisePng(400, 400))
    const first = dataOf(await upload(image))
    expect(stored(first.fname).length).toBeGreaterThan(512 * 1024)
    expect((await upload(image)).envelope).toMatchObject({ status: 0, code: 'rate_limited' })
  })
})

describe('re-encoding', () => {
  it('drops an EXIF GPS block from a JPEG', async () => {
    const original = await jpegWithGps()
    expect(original.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true)
    const { fname } = dataOf(await upload(dataUrlOf('image/jpeg', original)))
    expect(fname).toMatch(/\.jpg$/)
    const bytes = stored(fname)
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(bytes.includes(Buffer.from('Exif', 'latin1'))).toBe(false)
    expect(bytes.includes(gpsLatitudeBytes())).toBe(false)
  })

  it('does not store a PNG + zip polyglot byte for byte', async () => {
    const zip = zipOf('payload.html', '<script>alert(1)</script>')
    const inChunk = pngWithChunk(png, 'ziPp', zip)
    const { fname } = dataOf(await upload(dataUrlOf('image/png', inChunk)))
    const bytes = stored(fname)
    expect(bytes.equals(inChunk)).toBe(false)
    expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false)
    // Appended after the image's end: refused outright (the decoder accepts nothing after IEND).
    const appended = Buffer.concat([png, zip])
    expect((await upload(dataUrlOf('image/png', appended))).envelope).toMatchObject({ code: 'upload_invalid' })
    expect(await h.db.selectFrom('uploads').select('id').execute()).toHaveLength(1)
  })

  it('stores a GIF as a PNG', async () => {
    const { fname } = dataOf(
      await upload('data:image/gif;base64,R0lGODlhAQABAIAAADNmzAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
    )
    expect(fname).toMatch(/\.png$/)
    expect(stored(fname).subarray(1, 4).toString('latin1')).toBe('PNG')
  })

  it('refuses an image that does not decode, and one whose header declares a huge bitmap', async () => {
    const truncated = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])
    expect((await upload(dataUrlOf('image/jpeg', truncated))).envelope).toMatchObject({ code: 'upload_invalid' })
    const broken = png.subarray(0, 40)
    expect((await upload(dataUrlOf('image/png', broken))).envelope).toMatchObject({ code: 'upload_invalid' })
    const huge = Buffer.from(png)
    huge.writeUInt32BE(5000, 16)
    huge.writeUInt32BE(5000, 20)
    expect((await upload(dataUrlOf('image/png', huge))).envelope).toMatchObject({
      code: 'upload_too_large',
      msg: 'The image is too large (at most 4096 x 4096 pixels).',
    })
    expect(await h.db.selectFrom('uploads').select('id').execute()).toEqual([])
  })

  it('queues at most eight images for the re-encoding threads, all users together, and refuses more at once', async () => {
    const kind = { mime: 'image/png', ext: 'png' } as const
    const runs = Array.from({ length: 9 }, (_, i) => reencodeImage(1000 + i, png, kind))
    const settled = await Promise.allSettled(runs)
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(8)
    expect(settled[8]).toMatchObject({ status: 'rejected', reason: { code: 'rate_limited' } })
    expect((await reencodeImage(1000, png, kind)).kind.ext).toBe('png')
  })
})
