// Issue 29, finding 3: a few bytes can declare a bitmap that takes the image worker minutes to decode. Every
// declared size, each GIF frame's included, is checked before decoding, and one user's uploads cannot take
// every worker from everyone else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { languageCodes } from '../../../contract/api'
import type { UploadAnswer } from '../../../contract/wallet'
import { imageWorkStats, reencodeImage } from '../../../server/features/uploads/reencode'
import { translate } from '../../../server/i18n'
import { createHarness, type Harness } from '../../support/server/harness'
import { dataUrlOf } from '../../support/server/images'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, pngDataUrl } from '../../support/server/wallet'

let h: Harness

beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const upload = (token: string, image: string, lang = 'en') =>
  call<UploadAnswer>(h.app, '/api/stream_upload', { token, lang, body: { image } })

const header = (width: number, height: number) => {
  const bytes = Buffer.alloc(13)
  bytes.write('GIF89a', 0, 'latin1')
  bytes.writeUInt16LE(width, 6)
  bytes.writeUInt16LE(height, 8)
  bytes[10] = 0x80 // a global color table of two colors
  return Buffer.concat([bytes, Buffer.from([0, 0, 0, 255, 255, 255])])
}
/** An image descriptor at 0,0 of the given size, no local color table, and a little LZW data. */
const frame = (width: number, height: number) => {
  const descriptor = Buffer.alloc(10)
  descriptor[0] = 0x2c
  descriptor.writeUInt16LE(width, 5)
  descriptor.writeUInt16LE(height, 7)
  return Buffer.concat([descriptor, Buffer.from([2, 2, 0x44, 0x01, 0])])
}
const control = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0])
const trailer = Buffer.from([0x3b])

/** The 42-byte bomb of the report: a 1 x 1 screen whose one frame claims 65535 x 65535. */
function gifBomb(): Buffer {
  const descriptor = Buffer.alloc(10)
  descriptor[0] = 0x2c
  descriptor.writeUInt16LE(65535, 5)
  descriptor.writeUInt16LE(65535, 7)
  const data = Buffer.concat([Buffer.from([2, 10]), Buffer.alloc(10, 0x55), Buffer.from([0])])
  return Buffer.concat([header(1, 1), descriptor, data])
}

const decodes = () => imageWorkStats().decodes

describe('declared image sizes', () => {
  it('refuses the 42-byte GIF bomb without decoding it, eight times over', async () => {
    const bomb = gifBomb()
    expect(bomb).toHaveLength(42)
    const user = await createSignedInUser(h)
    const before = decodes()
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(user.token, dataUrlOf('image/gif', bomb))))
    for (const { envelope } of answers) {
      expect(envelope).toMatchObject({
        status: 0,
        code: 'upload_too_large',
        msg: 'The image is too large (at most 4096 x 4096 pixels).',
      })
    }
    expect(decodes()).toBe(before)
    expect(await h.db.selectFrom('uploads').select('id').execute()).toEqual([])
  })

  it('counts the pixels of every frame against one budget', async () => {
    const user = await createSignedInUser(h)
    const before = decodes()
    const frames = Buffer.concat([header(4096, 4096), frame(4096, 4096), control, frame(4096, 1), trailer])
    const { envelope } = await upload(user.token, dataUrlOf('image/gif', frames), 'de')
    expect(envelope).toMatchObject({
      status: 0,
      code: 'upload_too_large',
      msg: 'Das Bild hat zu viele Pixel (höchstens 16.8 Millionen in allen Einzelbildern).',
    })
    expect(decodes()).toBe(before)
  })

  it.each([
    ['a frame of zero pixels', Buffer.concat([header(1, 1), frame(0, 1), trailer])],
    ['no frame at all', Buffer.concat([header(1, 1), trailer])],
    ['an unknown block', Buffer.concat([header(1, 1), Buffer.from([0x99, 1, 2, 3])])],
    ['a frame cut short', Buffer.concat([header(1, 1), frame(1, 1).subarray(0, 8)])],
  ])('refuses a GIF with %s as invalid', async (_label, bytes) => {
    const user = await createSignedInUser(h)
    const before = decodes()
    expect((await upload(user.token, dataUrlOf('image/gif', bytes))).envelope).toMatchObject({
      status: 0,
      code: 'upload_invalid',
    })
    expect(decodes()).toBe(before)
  })

  it('refuses a PNG whose first chunk is not its header', async () => {
    const user = await createSignedInUser(h)
    const png = Buffer.from(pngDataUrl.split(',')[1] ?? '', 'base64')
    png.write('tEXt', 12, 'latin1')
    expect((await upload(user.token, dataUrlOf('image/png', png))).envelope).toMatchObject({ code: 'upload_invalid' })
  })

  it('still stores a small animated GIF (its first frame, as PNG)', async () => {
    const user = await createSignedInUser(h)
    const gif = Buffer.concat([header(1, 1), control, frame(1, 1), control, frame(1, 1), trailer])
    expect(dataOf(await upload(user.token, dataUrlOf('image/gif', gif))).fname).toMatch(/\.png$/)
  })
})

describe('image workers shared between users', () => {
  it("refuses a user's images beyond three at once, while another user's upload goes through", async () => {
    const png = Buffer.from(pngDataUrl.split(',')[1] ?? '', 'base64')
    const busy = await createSignedInUser(h)
    const other = await createSignedInUser(h)
    const kind = { mime: 'image/png', ext: 'png' } as const
    const runs = Promise.allSettled(Array.from({ length: 8 }, () => reencodeImage(busy.id, png, kind)))
    const answer = await upload(other.token, pngDataUrl)
    const settled = await runs
    expect(dataOf(answer).fname).toMatch(/\.png$/)
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const refused of settled.slice(3)) {
      expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'rate_limited', key: 'upload_busy' } })
    }
    expect((await reencodeImage(busy.id, png, kind)).kind.ext).toBe('png')
  })

  it('says so in every language', () => {
    const english = translate('en', 'upload_busy')
    expect(english).toBe('Your previous images are still being processed. Please wait a moment and try again.')
    for (const lang of languageCodes.filter((l) => l !== 'en')) {
      expect(translate(lang, 'upload_busy'), lang).not.toBe(english)
      expect(translate(lang, 'upload_pixels', { mp: '16.8' }), lang).toContain('16.8')
      expect(translate(lang, 'push_endpoint_not_allowed'), lang).not.toBe(translate('en', 'push_endpoint_not_allowed'))
    }
  })
})
