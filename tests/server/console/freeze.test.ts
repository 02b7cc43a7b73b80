import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FreezeAnswer, UserDetail } from '../../../contract/console-data'
import { realAddresses } from '../../support/server/addresses'
import { ADMIN_TOKEN, admin, auditRows } from '../../support/server/console'
import { createHarness, type Harness } from '../../support/server/harness'
import { login, registerAccount } from '../../support/server/identity'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund } from '../../support/server/wallet'

let h: Harness
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    TERN_ADMIN_TOKEN: ADMIN_TOKEN,
    TERN_AUTO_APPROVE: 'none',
    TERN_DEMO: '0',
    ...realAddresses,
  })
})
afterEach(() => h.close())

const userInfo = (token: string) => call(h.app, '/api/userinfo', { token })

describe('freezing sign-in', () => {
  it('ends the sessions and refuses logins until unfrozen, audited with the reason', async () => {
    const token = await registerAccount(h, 'frozen@example.com', 'secret-pw-1')
    const id = dataOf(await call<{ id: number }>(h.app, '/api/userinfo', { token })).id
    const answer = dataOf(
      await admin<FreezeAnswer>(h, `/admin/users/${id}/freeze`, { what: 'login', reason: 'Fraud check' }),
    )
    expect(answer.login).toMatchObject({ frozen: true, reason: 'Fraud check', at: h.clock().toISOString() })
    expect(answer.withdraw.frozen).toBe(false)

    // Signed out: the spec's 204 without a body.
    expect((await userInfo(token)).status).toBe(204)
    const refused = await call(h.app, '/main/login', {
      body: { name: 'frozen@example.com', pwd: 'secret-pw-1' },
      lang: 'de',
    })
    expect(refused.envelope).toMatchObject({
      status: 0,
      code: 'account_frozen',
      msg: 'Die Anmeldung bei diesem Konto ist gesperrt. Bitte wenden Sie sich an den Kundenservice.',
    })
    // A wrong password still hears only that the login failed.
    expect((await login(h, 'frozen@example.com', 'wrong-password')).envelope).toMatchObject({ code: 'login_failed' })

    dataOf(await admin(h, `/admin/users/${id}/unfreeze`, { what: 'login', reason: 'Cleared' }))
    const again = dataOf(await login(h, 'frozen@example.com', 'secret-pw-1'))
    expect((await userInfo(again.token)).envelope).toMatchObject({ status: 1 })

    const rows = await auditRows(h, `user:${id}`)
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason])).toEqual([
      ['user.freeze.login', 'active', 'frozen', 'Fraud check'],
      ['user.unfreeze.login', 'frozen', 'active', 'Cleared'],
    ])
  })

  it('leaves no session to a sign-in that races the freeze', async () => {
    // A dearer hash widens the window in which the freeze commits while the sign-in checks the password.
    const slow = await createHarness({
      TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
      TERN_ADMIN_TOKEN: ADMIN_TOKEN,
      TERN_DEMO: '0',
      ...realAddresses,
      TERN_PASSWORD_COST: '14',
    })
    try {
      const token = await registerAccount(slow, 'racer@example.com', 'secret-pw-1')
      const id = dataOf(await call<{ id: number }>(slow.app, '/api/userinfo', { token })).id
      for (const delay of [0, 5, 10, 20, 40]) {
        const signIn = login(slow, 'racer@example.com', 'secret-pw-1')
        await sleep(delay)
        const freeze = admin(slow, `/admin/users/${id}/freeze`, { what: 'login', reason: `Check ${delay}` })
        const [racer] = await Promise.all([signIn, freeze])
        const racerToken = racer.envelope?.data?.token
        if (racerToken) expect((await call(slow.app, '/api/userinfo', { token: racerToken })).status).toBe(204)
        else expect(racer.envelope).toMatchObject({ code: 'account_frozen' })
        dataOf(await admin(slow, `/admin/users/${id}/unfreeze`, { what: 'login', reason: 'Cleared' }))
      }
    } finally {
      await slow.close()
    }
  })

  it('needs a reason and an existing user', async () => {
    const user = await createSignedInUser(h)
    const noReason = await admin(h, `/admin/users/${user.id}/freeze`, { what: 'login', reason: ' ' })
    expect(noReason.envelope).toMatchObject({ status: 0, code: 'validation', msg: 'Please give a reason.' })
    expect((await admin(h, `/admin/users/${user.id}/freeze`, { what: 'trading', reason: 'x' })).envelope).toMatchObject(
      {
        code: 'validation',
      },
    )
    expect((await admin(h, '/admin/users/999999/freeze', { what: 'login', reason: 'x' })).envelope).toMatchObject({
      code: 'not_found',
    })
    expect((await userInfo(user.token)).envelope).toMatchObject({ status: 1 })
    expect(await auditRows(h, `user:${user.id}`)).toEqual([])
  })
})

describe('freezing withdrawals', () => {
  it('refuses new withdrawals with a clear message and keeps sign-in working', async () => {
    const user = await createSignedInUser(h)
    await fund(h, user.id, 'USDT', 100n * USDT)
    await approvedRecord(h, user.id, 1)
    const body = { tabType: 1, network: 'trc20', coin_address: `TXaddr${user.id}abcdefgh`, amount: '20' }
    dataOf(await admin(h, `/admin/users/${user.id}/freeze`, { what: 'withdraw', reason: 'Chargeback' }))

    const refused = await withdrawConfirmed(h, user.token, body)
    expect(refused.envelope).toMatchObject({
      status: 0,
      code: 'account_frozen',
      msg: 'Withdrawals from this account are suspended. Please contact customer service.',
    })
    expect((await userInfo(user.token)).envelope).toMatchObject({ status: 1 })
    const detail = dataOf(await admin<UserDetail>(h, `/admin/users/${user.id}`))
    expect(detail.freeze.withdraw).toMatchObject({ frozen: true, reason: 'Chargeback' })
    expect(detail.balances[0]).toEqual({ asset: 'USDT', available: '100.00', frozen: '0.00' })

    dataOf(await admin(h, `/admin/users/${user.id}/unfreeze`, { what: 'withdraw', reason: 'Resolved' }))
    expect(dataOf(await withdrawConfirmed(h, user.token, body)).amount).toBe('20.00')
  })
})
