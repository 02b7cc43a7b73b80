import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UploadAnswer } from '../../../contract/wallet'
import { auditRows } from '../../../server/audit/log'
import { MAX_IMAGE_BYTES } from '../../../server/features/uploads/images'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, gifDataUrl, jpegDataUrl, pngDataUrl } from '../../support/server/wallet'

const ADMIN = 'admin-token-0123456789abcdef'
let h: Harness
let token: string
let owner: number

beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN })
  const user = await createSignedInUser(h)
  token = user.token
  owner = user.id
})
afterEach(() => h.close())

const upload = (body: unknown, path = '/api/stream_upload') => call<UploadAnswer>(h.app, path, { token, body })

describe('image uploads', () => {
  it.each([
    ['a JSON object', { image: pngDataUrl }, 'png'],
    ['a raw data URL', pngDataUrl, 'png'],
    ['a JSON string', JSON.stringify(jpegDataUrl), 'jpg'],
    ['a GIF (re-encoded as PNG)', { image: gifDataUrl }, 'png'],
  ])('stores %s under a random name', async (_label, body, ext) => {
    const answer = dataOf(await upload(body, '/api/stream_upload/type/payimg'))
    expect(answer.fname).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`))
    expect(answer.src).toBe(`/uploads/${answer.fname}`)
    expect(existsSync(join(h.config.uploadsDir, answer.fname))).toBe(true)
  })

  it.each([
    [
      'a text file labelled image/png',
      `data:image/png;base64,${Buffer.from('hello, not an image').toString('base64')}`,
    ],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['a PNG declared as text', pngDataUrl.replace('image/png', 'text/plain')],
    ['not a data URL', { image: 'https://example.com/a.png' }],
    ['an empty image', { image: 'data:image/png;base64,' }],
  ])('refuses %s', async (_label, body) => {
    expect((await upload(body)).envelope).toMatchObject({ status: 0, code: 'upload_invalid' })
  })

  it('refuses oversized images and bodies', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 10)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect((await upload({ image: `data:image/png;base64,${big.toString('base64')}` })).envelope).toMatchObject({
      code: 'upload_too_large',
    })
    const huge = `data:image/png;base64,${'A'.repeat(4 * 1024 * 1024)}`
    expect((await upload(huge)).envelope).toMatchObject({ code: 'upload_too_large' })
  })

  it('refuses malformed bodies', async () => {
    expect((await upload('{oops')).envelope).toMatchObject({ code: 'bad_request' })
    expect((await upload({ picture: 1 })).envelope).toMatchObject({ code: 'validation' })
  })

  it('serves a file only to its owner and operators', async () => {
    const { src } = dataOf(await upload({ image: pngDataUrl }))
    const get = (headers: Record<string, string>) => h.app.request(src, { headers })
    const own = await get({ UserToken: token })
    expect(own.status).toBe(200)
    expect(own.headers.get('Content-Type')).toBe('image/png')
    expect((await get({ Authorization: `Bearer ${ADMIN}` })).status).toBe(200)
    // The owner's looks are not audited; the operator's is, under the owner.
    const audit = await auditRows(h.db, { action: 'upload.view' }, 10)
    expect(audit.map((a) => [a.action, a.target, a.operator.startsWith('admin@')])).toEqual([
      ['upload.view.image', `user:${owner}`, true],
    ])
    const other = await createSignedInUser(h)
    expect((await get({ UserToken: other.token })).status).toBe(404)
    expect((await get({})).status).toBe(404)
    expect((await get({ Authorization: `Bearer ${token}` })).status).toBe(404)
    expect((await h.app.request('/uploads/../tern.db', { headers: { UserToken: token } })).status).toBe(404)
  })
})
