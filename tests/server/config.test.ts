import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dbPath: 'data/tern.db',
      demo: true,
      demoGrant: 10_000_000_000n,
      demoEmail: 'demo@tern.app',
      demoPassword: 'tern-demo',
      tokenTtlDays: 30,
      distDir: 'dist',
      adminToken: undefined,
      trustProxy: false,
    })
  })

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '9000', TERN_DEMO: 'off', TERN_DEMO_GRANT: '250.5', TERN_TRUST_PROXY: '1' })
    expect(config).toMatchObject({ port: 9000, demo: false, demoGrant: 250_500_000n, trustProxy: true })
  })

  it.each([
    { PORT: 'abc' },
    { TERN_DEMO_GRANT: '1.0000001' },
    { TERN_DEMO_GRANT: '-5' },
    { TERN_ADMIN_TOKEN: 'short' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid configuration/)
  })
})
