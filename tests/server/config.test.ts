import { describe, expect, it } from 'vitest'
import { describeAdminToken } from '../../server/admin-token'
import { loadConfig } from '../../server/config'
import { realAddresses } from '../support/server/addresses'

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      role: 'all',
      port: 8080,
      host: '0.0.0.0',
      dbPath: 'data/tern.db',
      database: 'data/tern.db',
      demo: true,
      demoGrant: 10_000_000_000n,
      demoEmail: 'demo@tern.app',
      demoPassword: 'tern-demo',
      tokenTtlDays: 30,
      sessionIdleDays: 7,
      registrationsPerAddressHour: 20,
      passwordCost: 17,
      retentionDays: 7,
      liabilityProofDays: 35,
      distDir: 'dist',
      adminToken: undefined,
      trustProxy: false,
      trustProxyHops: 1,
      jsonBodyLimit: 65_536,
      maxConnectionsPerAddress: 64,
      uploadsDir: 'data/uploads',
      uploadsPerDay: 10,
      uploadBytesPerDay: 10 * 1024 * 1024,
      uploadGraceHours: 24,
      rechargeMin: 10_000_000n,
      withdrawMin: 10_000_000n,
      withdrawNewDestinationHours: 24,
      operatorEnrolMinutes: 15,
      rechargeMax: 100_000_000_000n,
      withdrawMax: 100_000_000_000n,
      withdrawFee: 1_000_000n,
      depositAddresses: {
        trc: 'TTernDemo-not-a-real-TRC20-address',
        erc: '0xTernDemo-not-a-real-ERC20-address',
        btc: 'bc1-terndemo-not-a-real-BTC-address',
        eth: '0xTernDemo-not-a-real-ETH-address',
      },
      autoApprove: { banks: true, deposits: true, withdrawals: false, verifications: true },
      c2cRate: '2.5',
      maxPriceAgeSeconds: 10,
      publicUrl: undefined,
      androidPackageUrl: undefined,
      supportUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Tern <no-reply@localhost>',
      outboxFile: 'data/outbox.log',
      vapidSubject: undefined,
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      pushHttpLocalhost: false,
      pushHosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.push.services.mozilla.com',
        '*.push.apple.com',
        '*.notify.windows.com',
      ],
      feed: {
        sources: [],
        binance: { ws: 'wss://stream.binance.com:9443', rest: 'https://api.binance.com' },
        okx: { ws: 'wss://ws.okx.com:8443', rest: 'https://www.okx.com' },
        oanda: {
          stream: 'https://stream-fxpractice.oanda.com',
          rest: 'https://api-fxpractice.oanda.com',
          token: '',
          account: '',
        },
        skipped: [],
        recordDir: undefined,
        crossBandPercent: 1,
        livenessMs: 10_000,
      },
    })
  })

  it('reads the push services list, which replaces the default one', () => {
    expect(loadConfig({ TERN_PUSH_HOSTS: ' Push.Example.com, *.push.example.net ,' }).pushHosts).toEqual([
      'push.example.com',
      '*.push.example.net',
    ])
    expect(loadConfig({ TERN_PUSH_HOSTS: '' }).pushHosts).toContain('fcm.googleapis.com')
    expect(() => loadConfig({ TERN_PUSH_HOSTS: 'https://push.example.com/' })).toThrow(/TERN_PUSH_HOSTS/)
  })

  it('reads the customer service page and refuses one that is not http(s)', () => {
    expect(loadConfig({ TERN_SUPPORT_URL: 'https://help.example/chat?x=1' }).supportUrl).toBe(
      'https://help.example/chat?x=1',
    )
    expect(loadConfig({ TERN_SUPPORT_URL: ' ' }).supportUrl).toBeUndefined()
    expect(() => loadConfig({ TERN_SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/TERN_SUPPORT_URL/)
  })

  it('reads the download settings and refuses a URL that is not http(s)', () => {
    const config = loadConfig({
      TERN_PUBLIC_URL: 'https://tern.example/',
      TERN_ANDROID_PACKAGE_URL: 'https://cdn.example/tern.apk',
    })
    expect(config).toMatchObject({
      publicUrl: 'https://tern.example',
      androidPackageUrl: 'https://cdn.example/tern.apk',
    })
    expect(loadConfig({ TERN_PUBLIC_URL: '', TERN_ANDROID_PACKAGE_URL: ' ' })).toMatchObject({
      publicUrl: undefined,
      androidPackageUrl: undefined,
    })
    expect(() => loadConfig({ TERN_ANDROID_PACKAGE_URL: 'ftp://cdn.example/tern.apk' })).toThrow(
      /TERN_ANDROID_PACKAGE_URL/,
    )
    expect(() => loadConfig({ TERN_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/TERN_PUBLIC_URL/)
    expect(() => loadConfig({ TERN_PUBLIC_URL: 'tern.example' })).toThrow(/TERN_PUBLIC_URL/)
  })

  it('reads the spot fee rate and refuses a bad one', () => {
    expect(loadConfig({ TERN_C2C_RATE: '0.1' }).c2cRate).toBe('0.1')
    expect(() => loadConfig({ TERN_C2C_RATE: '100' })).toThrow(/TERN_C2C_RATE/)
    expect(() => loadConfig({ TERN_C2C_RATE: '-1' })).toThrow(/TERN_C2C_RATE/)
  })

  it('reads the allowed price age and refuses one that would switch the check off or never pause', () => {
    expect(loadConfig({ TERN_MAX_PRICE_AGE_SECONDS: '30' }).maxPriceAgeSeconds).toBe(30)
    for (const value of ['0', '-5', '1.5', '3601', 'ten']) {
      expect(() => loadConfig({ TERN_MAX_PRICE_AGE_SECONDS: value })).toThrow(/TERN_MAX_PRICE_AGE_SECONDS/)
    }
  })

  it('reads the wallet settings', () => {
    const config = loadConfig({
      TERN_DB: '/tmp/x/t.db',
      TERN_WITHDRAW_FEE: '0.5',
      TERN_RECHARGE_MIN: '25',
      TERN_AUTO_APPROVE: 'withdrawals, banks',
      TERN_ADDRESS_TRC: 'Tabc',
    })
    expect(config).toMatchObject({ uploadsDir: '/tmp/x/uploads', withdrawFee: 500_000n, rechargeMin: 25_000_000n })
    expect(config.autoApprove).toEqual({ banks: true, deposits: false, withdrawals: true, verifications: false })
    expect(config.depositAddresses.trc).toBe('Tabc')
    expect(loadConfig({ TERN_DEMO: '0', ...realAddresses }).autoApprove).toEqual({
      banks: false,
      deposits: false,
      withdrawals: false,
      verifications: false,
    })
    expect(loadConfig({ TERN_AUTO_APPROVE: 'none' }).autoApprove.banks).toBe(false)
  })

  it('refuses to start a real deployment (TERN_DEMO=0) on the demo deposit addresses, naming the missing ones', () => {
    expect(() => loadConfig({ TERN_DEMO: '0' })).toThrow(
      'TERN_ADDRESS_TRC, TERN_ADDRESS_ERC, TERN_ADDRESS_BTC, TERN_ADDRESS_ETH: required with TERN_DEMO=0',
    )
    const { TERN_ADDRESS_BTC: _btc, TERN_ADDRESS_ETH: _eth, ...twoOfFour } = realAddresses
    expect(() => loadConfig({ TERN_DEMO: '0', ...twoOfFour })).toThrow(
      /^Invalid configuration:\n {2}TERN_ADDRESS_BTC, TERN_ADDRESS_ETH: required/,
    )
    expect(loadConfig({ TERN_DEMO: '0', ...realAddresses }).depositAddresses.btc).toBe(realAddresses.TERN_ADDRESS_BTC)
    // Demo mode keeps its placeholders.
    expect(loadConfig({}).depositAddresses.btc).toContain('not-a-real')
  })

  it('reads the deposit and withdrawal maximums and refuses one below its minimum', () => {
    const config = loadConfig({ TERN_RECHARGE_MAX: '500.5', TERN_WITHDRAW_MAX: '20' })
    expect(config).toMatchObject({ rechargeMax: 500_500_000n, withdrawMax: 20_000_000n })
    expect(() => loadConfig({ TERN_RECHARGE_MAX: '5' })).toThrow(/TERN_RECHARGE_MAX: at least TERN_RECHARGE_MIN/)
    expect(() => loadConfig({ TERN_WITHDRAW_MAX: '9.99' })).toThrow(/TERN_WITHDRAW_MAX/)
    expect(() => loadConfig({ TERN_WITHDRAW_MAX: '9007199255' })).toThrow(/TERN_WITHDRAW_MAX/)
  })

  it('reads the upload quota and grace period, never below a day', () => {
    const config = loadConfig({ TERN_UPLOADS_PER_DAY: '3', TERN_UPLOAD_MB_PER_DAY: '2', TERN_UPLOAD_GRACE_HOURS: '48' })
    expect(config).toMatchObject({ uploadsPerDay: 3, uploadBytesPerDay: 2 * 1024 * 1024, uploadGraceHours: 48 })
    expect(() => loadConfig({ TERN_UPLOAD_GRACE_HOURS: '1' })).toThrow(/TERN_UPLOAD_GRACE_HOURS/)
    expect(() => loadConfig({ TERN_UPLOADS_PER_DAY: '0' })).toThrow(/TERN_UPLOADS_PER_DAY/)
  })

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      TERN_DEMO: 'off',
      ...realAddresses,
      TERN_DEMO_GRANT: '250.5',
      TERN_TRUST_PROXY: '1',
    })
    expect(config).toMatchObject({ port: 9000, demo: false, demoGrant: 250_500_000n, trustProxy: true })
  })

  it('reads the admin token with its expiry (default: a day after start, with a warning) and addresses', () => {
    const start = new Date('2026-05-01T08:00:00Z')
    const token = 'admin-token-0123456789'
    const defaulted = loadConfig({ TERN_ADMIN_TOKEN: token }, start)
    expect(defaulted.adminToken).toEqual({
      token,
      expiresAt: '2026-05-02T08:00:00.000Z',
      defaultExpiry: true,
      addresses: ['127.0.0.0/8', '::1'],
    })
    expect(describeAdminToken(defaulted)).toMatch(
      /TERN_ADMIN_TOKEN_EXPIRES is not set; the token ends at 2026-05-02T08:00/,
    )
    const chosen = loadConfig(
      {
        TERN_ADMIN_TOKEN: token,
        TERN_ADMIN_TOKEN_EXPIRES: '2026-06-30',
        TERN_ADMIN_TOKEN_ADDRESSES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32',
      },
      start,
    )
    expect(chosen.adminToken).toEqual({
      token,
      expiresAt: '2026-06-30T00:00:00.000Z',
      defaultExpiry: false,
      addresses: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32'],
    })
    expect(describeAdminToken(chosen)).toBeUndefined()
    expect(loadConfig({ TERN_ADMIN_TOKEN_EXPIRES: '2026-06-30' }).adminToken).toBeUndefined()
    for (const env of [
      { TERN_ADMIN_TOKEN_EXPIRES: 'next week' },
      { TERN_ADMIN_TOKEN_ADDRESSES: '10.0.0.0/33' },
      { TERN_ADMIN_TOKEN_ADDRESSES: 'localhost' },
      { TERN_ADMIN_TOKEN_ADDRESSES: '' },
    ]) {
      expect(() => loadConfig({ TERN_ADMIN_TOKEN: token, ...env })).toThrow(/TERN_ADMIN_TOKEN_(EXPIRES|ADDRESSES)/)
    }
  })

  it('reads the process role (TERN_ROLE)', () => {
    expect(loadConfig({ TERN_ROLE: 'api' }).role).toBe('api')
    expect(loadConfig({ TERN_ROLE: ' Engine ' }).role).toBe('engine')
    expect(loadConfig({ TERN_ROLE: '' }).role).toBe('all')
    expect(() => loadConfig({ TERN_ROLE: 'worker' })).toThrow(/TERN_ROLE: one of all, api, engine/)
  })

  it.each([
    { PORT: 'abc' },
    { TERN_DEMO_GRANT: '1.0000001' },
    { TERN_DEMO_GRANT: '-5' },
    { TERN_ADMIN_TOKEN: 'short' },
    { TERN_WITHDRAW_FEE: '-1' },
    { TERN_AUTO_APPROVE: 'everything' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid configuration/)
  })

  it('reads the mail settings and refuses an SMTP URL of another scheme', () => {
    const config = loadConfig({
      TERN_SMTP_URL: 'smtps://user:pass@mail.example:465',
      TERN_MAIL_FROM: 'Tern <codes@tern.example>',
      TERN_OUTBOX: '/var/tern/outbox.log',
    })
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Tern <codes@tern.example>',
      outboxFile: '/var/tern/outbox.log',
    })
    expect(loadConfig({ TERN_SMTP_URL: ' ', TERN_DB: '/tmp/x/t.db' })).toMatchObject({
      smtpUrl: undefined,
      outboxFile: '/tmp/x/outbox.log',
    })
    expect(() => loadConfig({ TERN_SMTP_URL: 'http://mail.example' })).toThrow(/TERN_SMTP_URL/)
    expect(loadConfig({ TERN_AUTO_APPROVE: 'verifications' }).autoApprove.verifications).toBe(true)
  })
})

describe('feed settings', () => {
  it('switch venues on by name and take their URLs; anything else is refused by name', () => {
    const feed = loadConfig({
      TERN_FEED: 'okx, binance',
      TERN_BINANCE_WS_URL: 'ws://127.0.0.1:9',
      TERN_FEED_RECORD: 'rec',
    }).feed
    expect(feed).toMatchObject({ sources: ['binance', 'okx'], binance: { ws: 'ws://127.0.0.1:9' }, recordDir: 'rec' })
    expect(loadConfig({ TERN_FEED: 'simulator' }).feed.sources).toEqual([])
    expect(loadConfig({ TERN_FEED_CROSS_BAND: '0.5', TERN_MAX_PRICE_AGE_SECONDS: '20' }).feed).toMatchObject({
      crossBandPercent: 0.5,
      livenessMs: 20_000,
    })
    expect(() => loadConfig({ TERN_FEED_CROSS_BAND: '0' })).toThrow(/TERN_FEED_CROSS_BAND/)
    expect(() => loadConfig({ TERN_FEED: 'kraken' })).toThrow(/TERN_FEED: simulator, or a comma-separated list/)
    expect(() => loadConfig({ TERN_OKX_WS_URL: 'https://x' })).toThrow(/TERN_OKX_WS_URL: a ws:\/\/ or wss:\/\/ URL/)
  })

  it('switch OANDA on with its token and account, and take its URLs', () => {
    const feed = loadConfig({
      TERN_FEED: 'oanda,okx',
      TERN_OANDA_TOKEN: ' secret-token ',
      TERN_OANDA_ACCOUNT: '101-004-1234567-001',
      TERN_OANDA_STREAM_URL: 'http://127.0.0.1:9/',
      TERN_OANDA_REST_URL: 'http://127.0.0.1:10',
    }).feed
    expect(feed.sources).toEqual(['okx', 'oanda'])
    expect(feed.oanda).toEqual({
      stream: 'http://127.0.0.1:9/',
      rest: 'http://127.0.0.1:10',
      token: 'secret-token',
      account: '101-004-1234567-001',
    })
    expect(feed.skipped).toEqual([])
    expect(() => loadConfig({ TERN_OANDA_STREAM_URL: 'wss://x' })).toThrow(/TERN_OANDA_STREAM_URL: an http\(s\) URL/)
    expect(() => loadConfig({ TERN_OANDA_ACCOUNT: '101/../x' })).toThrow(/TERN_OANDA_ACCOUNT: an OANDA account id/)
  })

  it('leave OANDA off without its token or account, and say why in one line', () => {
    const noToken = loadConfig({ TERN_FEED: 'binance, oanda', TERN_OANDA_ACCOUNT: '101-004-1234567-001' }).feed
    expect(noToken.sources).toEqual(['binance'])
    expect(noToken.skipped).toEqual([
      "Market feed: oanda is off: TERN_OANDA_TOKEN is not set (a free practice account's token and id); index futures, forex and metals stay on the simulator",
    ])
    const neither = loadConfig({ TERN_FEED: 'oanda' }).feed
    expect(neither.sources).toEqual([])
    expect(neither.skipped).toEqual([
      "Market feed: oanda is off: TERN_OANDA_TOKEN and TERN_OANDA_ACCOUNT are not set (a free practice account's token and id); index futures, forex and metals stay on the simulator",
    ])
    // Not asked for: nothing to say.
    expect(loadConfig({ TERN_FEED: 'okx' }).feed.skipped).toEqual([])
  })
})
