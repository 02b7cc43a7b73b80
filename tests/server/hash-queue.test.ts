import { describe, expect, it } from 'vitest'
import { HashQueue, type HashQueueLimits, type QueueTimer } from '../../server/features/accounts/hash-queue'

/** A timer the test moves by hand: nothing here waits for real time. */
function fakeTimer() {
  let now = 0
  const pending = new Set<{ at: number; callback: () => void }>()
  const timer: QueueTimer = {
    start(callback, ms) {
      const entry = { at: now + ms, callback }
      pending.add(entry)
      return () => pending.delete(entry)
    },
  }
  const advance = (ms: number) => {
    now += ms
    for (const entry of [...pending]) {
      if (entry.at > now) continue
      pending.delete(entry)
      entry.callback()
    }
  }
  return { timer, advance, pending: () => pending.size }
}

/** Hashes the test finishes by hand; `started` lists the address of each hash in the order it began. */
function hashes() {
  const started: string[] = []
  const finishers: (() => void)[] = []
  const work = (address: string) => () =>
    new Promise<string>((done) => {
      started.push(address)
      finishers.push(() => done(address))
    })
  /** Finishes the oldest running hash and lets the queue start the next. */
  const finishOne = async () => {
    finishers.shift()?.()
    await new Promise((r) => setImmediate(r))
  }
  return { started, work, finishOne }
}

const limits: HashQueueLimits = { total: 3, perAddress: 2, waitingPerAddress: 4, waitingTotal: 8, maxWaitMs: 2500 }

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: { code?: string; key?: string }) => ({ ok: false as const, code: error.code, key: error.key }),
  )

describe('the fair hashing queue', () => {
  it('serves waiting addresses round-robin: a third address is not starved by two flooding ones', async () => {
    const { timer } = fakeTimer()
    const queue = new HashQueue(limits, timer)
    const { started, work, finishOne } = hashes()
    const flood = ['A', 'B'].flatMap((a) => Array.from({ length: 4 }, () => settle(queue.run(a, work(a)))))
    expect(started).toEqual(['A', 'A', 'B'])
    expect(queue.load).toEqual({ running: 3, waiting: 5 })
    const real = settle(queue.run('C', work('C')))
    // C never ran: it goes before A and B, which have been served.
    await finishOne()
    expect(started.at(-1)).toBe('C')
    for (let i = 0; i < 8; i++) await finishOne()
    expect(await real).toEqual({ ok: true, value: 'C' })
    expect((await Promise.all(flood)).every((r) => r.ok)).toBe(true)
    // Every hash ran once, the addresses alternating while both waited.
    expect(started).toEqual(['A', 'A', 'B', 'C', 'A', 'B', 'A', 'B', 'B'])
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })

  it('never runs more than `perAddress` hashes of one address at once, nor more than `total`', async () => {
    const { timer } = fakeTimer()
    const queue = new HashQueue(limits, timer)
    const { started, work, finishOne } = hashes()
    const runs = Array.from({ length: 4 }, () => settle(queue.run('A', work('A'))))
    expect(queue.load).toEqual({ running: 2, waiting: 2 })
    await finishOne()
    expect(queue.load).toEqual({ running: 2, waiting: 1 })
    for (let i = 0; i < 3; i++) await finishOne()
    expect(started).toHaveLength(4)
    expect((await Promise.all(runs)).every((r) => r.ok)).toBe(true)
  })

  it("refuses at once beyond an address's waiting places, and not another address", async () => {
    const { timer } = fakeTimer()
    const queue = new HashQueue(limits, timer)
    const { started, work } = hashes()
    const runs = Array.from({ length: 7 }, () => settle(queue.run('A', work('A'))))
    expect(queue.load).toEqual({ running: 2, waiting: 4 })
    expect(await runs[6]).toEqual({ ok: false, code: 'rate_limited', key: 'login_busy' })
    void settle(queue.run('B', work('B')))
    expect(started).toEqual(['A', 'A', 'B'])
  })

  it('refuses a hash that waited `maxWaitMs` without a slot, and then starts no work for it', async () => {
    const { timer, advance, pending } = fakeTimer()
    const queue = new HashQueue(limits, timer)
    const { started, work, finishOne } = hashes()
    for (const a of ['A', 'B', 'C']) void settle(queue.run(a, work(a)))
    const waiting = settle(queue.run('D', work('D')))
    advance(limits.maxWaitMs - 1)
    expect(queue.load).toEqual({ running: 3, waiting: 1 })
    advance(1)
    expect(await waiting).toEqual({ ok: false, code: 'rate_limited', key: 'login_busy' })
    expect(queue.load).toEqual({ running: 3, waiting: 0 })
    await finishOne()
    expect(started).toEqual(['A', 'B', 'C'])
    expect(pending()).toBe(0)
  })

  it('cancels the wait of a hash that got its turn in time', async () => {
    const { timer, advance, pending } = fakeTimer()
    const queue = new HashQueue(limits, timer)
    const { started, work, finishOne } = hashes()
    for (const a of ['A', 'B', 'C']) void settle(queue.run(a, work(a)))
    const waiting = settle(queue.run('D', work('D')))
    expect(pending()).toBe(1)
    await finishOne()
    expect(pending()).toBe(0)
    advance(limits.maxWaitMs)
    expect(started.at(-1)).toBe('D')
    await finishOne()
    await finishOne()
    await finishOne()
    expect(await waiting).toEqual({ ok: true, value: 'D' })
  })

  it('refuses at once when the whole queue is full', async () => {
    const { timer } = fakeTimer()
    const queue = new HashQueue({ ...limits, waitingTotal: 2 }, timer)
    const { work } = hashes()
    for (const a of ['A', 'B', 'C', 'D', 'E']) void settle(queue.run(a, work(a)))
    expect(queue.load).toEqual({ running: 3, waiting: 2 })
    expect(await settle(queue.run('F', work('F')))).toMatchObject({ ok: false, code: 'rate_limited' })
  })

  it('frees the slot of a hash that fails', async () => {
    const queue = new HashQueue({ ...limits, total: 1 }, fakeTimer().timer)
    const failed = settle(queue.run('A', () => Promise.reject(new Error('scrypt failed'))))
    expect(await failed).toMatchObject({ ok: false })
    expect(await settle(queue.run('A', async () => 'next'))).toEqual({ ok: true, value: 'next' })
  })
})
