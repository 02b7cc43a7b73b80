import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser } from '../../support/server/wallet'

let h: Harness
let alice: string
let bob: string
beforeEach(async () => {
  h = await createHarness()
  alice = (await createSignedInUser(h, 'alice@example.com')).token
  bob = (await createSignedInUser(h, 'bob@example.com')).token
})
afterEach(() => h.close())

const focus = async (token: string) => dataOf(await call<number[]>(h.app, '/api/focus', { token }))
const save = (token: string, pids: unknown, lang?: string) =>
  call<number[]>(h.app, '/api/focus_add', { token, body: { pids }, lang })

describe('watchlist', () => {
  it('starts empty, and is set to exactly the ids given, in order, duplicates collapsed', async () => {
    expect(await focus(alice)).toEqual([])
    const res = await save(alice, [13, 12, 13, 36])
    expect(res.envelope).toMatchObject({ status: 1, msg: 'Watchlist updated', data: [13, 12, 36] })
    expect(await focus(alice)).toEqual([13, 12, 36])
    await save(alice, [26])
    expect(await focus(alice)).toEqual([26])
  })

  it('accepts a comma-separated string, and an empty list clears it', async () => {
    await save(alice, '12, 14')
    expect(await focus(alice)).toEqual([12, 14])
    await save(alice, '')
    expect(await focus(alice)).toEqual([])
  })

  it('keeps each user apart: one never sees or changes another', async () => {
    await save(alice, [12, 13])
    await save(bob, [36])
    expect(await focus(alice)).toEqual([12, 13])
    expect(await focus(bob)).toEqual([36])
    await save(bob, [])
    expect(await focus(alice)).toEqual([12, 13])
  })

  it('refuses unknown ids without changing the list, with a localized message', async () => {
    await save(alice, [12, 13])
    const res = await save(alice, [12, 999], 'jp')
    expect(res.envelope).toEqual({
      status: 0,
      code: 'validation',
      msg: 'ウォッチリストには存在する銘柄のみ追加できます。',
      data: null,
    })
    expect(await focus(alice)).toEqual([12, 13])
  })

  it.each([[[0]], [['12']], ['12,x'], [{}], [Array.from({ length: 201 }, (_, i) => i + 1)]])(
    'refuses malformed pids %j',
    async (pids) => {
      expect((await save(alice, pids)).envelope).toMatchObject({ status: 0, code: 'validation' })
    },
  )

  it('answers 204 without a valid token', async () => {
    expect((await call(h.app, '/api/focus')).status).toBe(204)
    expect((await call(h.app, '/api/focus_add', { body: { pids: [12] } })).status).toBe(204)
    expect((await call(h.app, '/api/focus', { token: 'forged' })).status).toBe(204)
  })
})
