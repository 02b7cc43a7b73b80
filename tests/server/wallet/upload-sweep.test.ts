// Uploads no record refers to are removed once the grace period (24 hours by default) has passed; a deposit's
// proof stays.
import { existsSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UploadAnswer } from '../../../contract/wallet'
import { removeOrphanUploads } from '../../../server/features/uploads/sweep'
import { startHousekeeping } from '../../../server/housekeeping'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, depsOf, pngDataUrl } from '../../support/server/wallet'

const HOUR = 3_600_000
let h: Harness
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createHarness()
  user = await createSignedInUser(h)
})
afterEach(() => h.close())

const upload = async (path = '/api/stream_upload/type/payimg') =>
  dataOf(await call<UploadAnswer>(h.app, path, { token: user.token, body: { image: pngDataUrl } }))
const onDisk = (fname: string) => existsSync(join(h.config.uploadsDir, fname))
const served = async (src: string) => (await h.app.request(src, { headers: { UserToken: user.token } })).status

describe('orphan upload sweep', () => {
  it('removes unreferenced uploads after the grace period and keeps deposit proofs', async () => {
    const proof = await upload()
    dataOf(await call(h.app, '/api/recharge', { token: user.token, body: { type: 0, amount: '15', pic: proof.src } }))
    const unused = await upload()
    const streamed = await upload('/api/stream_upload')

    h.clock.advance(23 * HOUR)
    expect(await removeOrphanUploads(depsOf(h))).toBe(0)
    expect(onDisk(unused.fname) && onDisk(streamed.fname)).toBe(true)

    h.clock.advance(2 * HOUR)
    expect(await removeOrphanUploads(depsOf(h))).toBe(2)
    expect(onDisk(unused.fname) || onDisk(streamed.fname)).toBe(false)
    expect(await served(unused.src)).toBe(404)
    expect(onDisk(proof.fname)).toBe(true)
    expect(await served(proof.src)).toBe(200)
    const left = await h.db.selectFrom('uploads').select('fname').execute()
    expect(left).toEqual([{ fname: proof.fname }])
  })

  it('removes an old file that has no record, and leaves a recent one', async () => {
    await upload()
    const dir = h.config.uploadsDir
    const stray = (name: string, ageMs: number) => {
      writeFileSync(join(dir, name), 'left by a crash')
      const at = new Date(h.clock().getTime() - ageMs)
      utimesSync(join(dir, name), at, at)
    }
    stray(`${'a'.repeat(32)}.png`, 25 * HOUR)
    stray(`${'b'.repeat(32)}.jpg`, HOUR)
    writeFileSync(join(dir, 'notes.txt'), 'not an upload name')
    expect(await removeOrphanUploads(depsOf(h))).toBe(1)
    expect(existsSync(join(dir, `${'a'.repeat(32)}.png`))).toBe(false)
    expect(existsSync(join(dir, `${'b'.repeat(32)}.jpg`))).toBe(true)
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true)
  })

  it('honours a longer grace period', async () => {
    const longer = await createHarness({ TERN_UPLOAD_GRACE_HOURS: '72' })
    try {
      const { token } = await createSignedInUser(longer)
      const { fname } = dataOf(await call<UploadAnswer>(longer.app, '/api/stream_upload', { token, body: pngDataUrl }))
      longer.clock.advance(48 * HOUR)
      expect(await removeOrphanUploads(depsOf(longer))).toBe(0)
      longer.clock.advance(25 * HOUR)
      expect(await removeOrphanUploads(depsOf(longer))).toBe(1)
      expect(existsSync(join(longer.config.uploadsDir, fname))).toBe(false)
    } finally {
      await longer.close()
    }
  })

  it('is part of the hourly housekeeping', async () => {
    const { fname } = await upload('/api/stream_upload')
    h.clock.advance(25 * HOUR)
    await startHousekeeping(depsOf(h)).stop()
    expect(onDisk(fname)).toBe(false)
    expect(await h.db.selectFrom('uploads').select('id').execute()).toEqual([])
  })
})
