// The statement of an account with a real history (the demo account's: deposits and withdrawals reviewed by an
// operator, an earn subscription, timed orders won and lost, spot fills and an open limit order, contract closes,
// an open position and a pending limit order, all through the real services and engines) as the app's CSV: per
// asset it sums, to the minor unit, to the stored balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../contract/api'
import { ensureDemoAccount } from '../../../server/features/accounts/demo'
import { seedDemoHistory } from '../../../server/features/demo-history/seed'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { depsOf } from '../../support/server/wallet'
import { csvSums, readWholeStatement, statementCsv } from './support'

let h: Harness
let token: string
let userId: number

beforeAll(async () => {
  h = await createHarness()
  await ensureDemoAccount(depsOf(h))
  expect(await seedDemoHistory(depsOf(h))).toBe(true)
  const login = await call<LoginResult>(h.app, '/main/login', { body: { name: 'demo@tern.app', pwd: 'tern-demo' } })
  token = dataOf(login).token
  const user = await h.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo@tern.app')
    .executeTakeFirstOrThrow()
  userId = user.id
}, 60_000)
afterAll(() => h.close())

describe('the demo account statement', () => {
  it('names every posting of the history and sums per asset to the balances', async () => {
    const rows = await readWholeStatement(h, token, '', 200)
    const kinds = new Set(rows.map((r) => r.kind))
    for (const kind of ['deposit', 'withdrawal', 'fee', 'micro', 'spot', 'contract', 'invest', 'grant']) {
      expect(kinds, kind).toContain(kind)
    }
    expect(kinds).not.toContain('other')
    const sums = csvSums(statementCsv(rows))
    const balances = await balancesOf(h.db, userId)
    expect(sums.USDT).toBe((balances.USDT.available + balances.USDT.frozen) * 100n)
    expect(sums.BTC ?? 0n).toBe(balances.BTC.available + balances.BTC.frozen)
    expect(sums.ETH ?? 0n).toBe(balances.ETH.available + balances.ETH.frozen)
    expect(balances.USDT.frozen).toBeGreaterThan(0n)
  })
})
