import { afterEach, describe, expect, it } from 'vitest'
import { demoAccountNotice, ensureDemoAccount } from '../../server/features/accounts/demo'
import { createHarness, type Harness } from '../support/server/harness'
import { call } from '../support/server/request'
import { depsOf } from '../support/server/wallet'

let h: Harness | undefined
afterEach(() => h?.close())

const demoLogin = (app: Harness['app']) =>
  call(app, '/main/login', { body: { name: 'demo@tern.app', pwd: 'tern-demo' } })

describe('the demo account', () => {
  it('with TERN_DEMO=0 is neither created nor printed: no default credentials in production', async () => {
    h = await createHarness({ TERN_DEMO: '0' })
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
})
