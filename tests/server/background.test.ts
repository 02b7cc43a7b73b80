// Work sent off after an answer (a mail, a text message) is kept per database: a shutdown waits for it, a failure is
// logged once with what it was, never thrown.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backgroundSettled, inBackground } from '../../server/background'
import type { Db } from '../../server/db/db'

afterEach(() => vi.restoreAllMocks())

describe('background work', () => {
  it('is waited for per database, including work started while waiting, and its failures are logged', async () => {
    const [one, other] = [{} as Db, {} as Db]
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const done: string[] = []
    const later = (ms: number, name: string) =>
      new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => {
        done.push(name)
      })
    inBackground(one, 'the first', later(20, 'first'))
    inBackground(
      one,
      'the second',
      later(5, 'second').then(() => inBackground(one, 'the third', later(20, 'third'))),
    )
    inBackground(one, 'the notice to user 3 was not sent', Promise.reject(new Error('smtp down')))
    inBackground(other, 'elsewhere', later(200, 'elsewhere'))
    await backgroundSettled(one)
    expect(done).toEqual(['second', 'first', 'third'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]?.[0])).toBe('[tern] the notice to user 3 was not sent:')
    await backgroundSettled(other)
    expect(done.at(-1)).toBe('elsewhere')
  })
})
