import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_COST, loadConfig } from '../../server/config'
import { describeWeakPasswordCost, hashPassword, verifyPassword } from '../../server/features/accounts/password'

describe('password hashing', () => {
  it('hashes at the OWASP minimum (scrypt N=2^17, r=8, p=1) unless TERN_PASSWORD_COST says otherwise', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(17)
    expect(loadConfig({}).passwordCost).toBe(17)
    expect(describeWeakPasswordCost(loadConfig({}))).toBeUndefined()
    const hash = await hashPassword('secret-pw')
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{43}\$[\w-]{43}$/)
    expect(await verifyPassword('secret-pw', hash)).toBe(true)
    expect(await verifyPassword('secret-pX', hash)).toBe(false)
  }, 60_000) // one real 128 MiB scrypt hash: seconds on a busy 2-core machine

  it('verifies each hash with the cost stored in it, so the setting can change without locking anyone out', async () => {
    const cheap = await hashPassword('secret-pw', 10)
    expect(cheap.startsWith('scrypt$10$8$1$')).toBe(true)
    expect(await verifyPassword('secret-pw', cheap)).toBe(true)
    expect(await verifyPassword('secret-pw', cheap.replace('scrypt$10$', 'scrypt$11$'))).toBe(false)
  })

  it('takes a cost from 10 to 20, and warns at start-up below 17', () => {
    expect(loadConfig({ TERN_PASSWORD_COST: '12' }).passwordCost).toBe(12)
    expect(describeWeakPasswordCost(loadConfig({ TERN_PASSWORD_COST: '12' }))).toContain('TERN_PASSWORD_COST=12')
    for (const bad of ['9', '21', '16.5', 'high']) {
      expect(() => loadConfig({ TERN_PASSWORD_COST: bad })).toThrow(/TERN_PASSWORD_COST/)
    }
  })

  it('refuses a stored hash whose cost is out of bounds instead of asking for gigabytes', async () => {
    const hash = await hashPassword('secret-pw', 10)
    expect(await verifyPassword('secret-pw', hash.replace('scrypt$10$', 'scrypt$24$'))).toBe(false)
  })
})
