import type { IncomingMessage } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import type { Envelope, LoginResult } from '../../contract/api'
import { demoAccountNotice, ensureDemoAccount } from '../../server/features/accounts/demo'
import { signInBudget } from '../../server/features/accounts/throttle'
import { MAX_SESSIONS_PER_USER } from '../../server/features/accounts/tokens'
import { realAddresses } from '../support/server/addresses'
import { createHarness, type Harness } from '../support/server/harness'
import { call } from '../support/server/request'
import { depsOf } from '../support/server/wallet'

let h: Harness | undefined
afterEach(() => h?.close())

const demoLogin = (app: Harness['app']) =>
  call(app, '/main/login', { body: { name: 'demo@tern.app', pwd: 'tern-demo' } })

describe('the demo account', () => {
  it('with TERN_DEMO=0 is neither created nor printed: no default credentials in production', async () => {
    h = await createHarness({ TERN_DEMO: '0', ...realAddresses })
    await ensureDemoAccount(depsOf(h))
    expect(await h.db.selectFrom('users').select('id').execute()).toEqual([])
    expect(demoAccountNotice(h.config)).toBeUndefined()
    expect((await demoLogin(h.app)).envelope).toMatchObject({ code: 'login_failed' })
    expect((await call(h.app, '/main/demo_account')).envelope).toMatchObject({ status: 1, data: null })
  })

  it('in demo mode is created once and printed', async () => {
    h = await createHarness()
    await ensureDemoAccount(depsOf(h))
    await ensureDemoAccount(depsOf(h))
    expect(await h.db.selectFrom('users').select('username').execute()).toEqual([{ username: 'demo@tern.app' }])
    expect(demoAccountNotice(h.config)).toBe('Demo account: demo@tern.app / tern-demo')
    expect((await demoLogin(h.app)).envelope).toMatchObject({ status: 1 })
    // The login screen offers it: no need to read the server console.
    expect((await call(h.app, '/main/demo_account')).envelope).toMatchObject({
      status: 1,
      data: { email: 'demo@tern.app', password: 'tern-demo', venues: [] },
    })
  })

  it('names the venues whose live prices it follows when a real feed is on', async () => {
    h = await createHarness({ TERN_FEED: 'okx,binance' })
    expect((await call(h.app, '/main/demo_account')).envelope).toMatchObject({
      data: { email: 'demo@tern.app', venues: ['Binance', 'OKX'] },
    })
  })

  it('is shared: held to no per-account sign-in budget and no session cap, each address still to its own', async () => {
    h = await createHarness()
    await ensureDemoAccount(depsOf(h))
    const app = h.app
    const from = async (address: string) => {
      const incoming = { socket: { remoteAddress: address } } as unknown as IncomingMessage
      const body = JSON.stringify({ name: 'demo@tern.app', pwd: 'tern-demo' })
      const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }
      const res = await app.request('/main/login', init, { incoming })
      return (await res.json()) as Envelope<LoginResult>
    }
    const visitors = Array.from({ length: MAX_SESSIONS_PER_USER + 1 }, (_, i) => `198.51.100.${i + 1}`)
    const tokens: string[] = []
    for (const address of visitors) {
      const answer = await from(address)
      if (answer.status !== 1) throw new Error(JSON.stringify(answer))
      tokens.push(answer.data.token)
    }
    expect(signInBudget.perAccount).toBeLessThan(visitors.length)
    // The first visitor is still signed in after the 21st.
    expect((await call(app, '/api/userinfo', { token: tokens[0] })).status).toBe(200)
    for (let i = 1; i < signInBudget.perAddress; i++) expect(await from('203.0.113.5')).toMatchObject({ status: 1 })
    expect(await from('203.0.113.5')).toMatchObject({ status: 1 })
    expect(await from('203.0.113.5')).toMatchObject({ status: 0, code: 'rate_limited' })
  })
})
