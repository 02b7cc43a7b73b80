// Sign-in under a flood of correct sign-ins (Tern issue 29): two addresses loop valid sign-ins on their own
// accounts while a third address signs in now and then, and an operator signs in during the flood. Real hashing
// at the test cost; counted outcomes and bounded waits only, nothing timed.
import type { IncomingMessage } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Envelope } from '../../contract/api'
import { passwordDerivations } from '../../server/features/accounts/password'
import { createHarness, type Harness } from '../support/server/harness'
import { codeAt, OPERATOR_PASSWORD, signedInOperator } from '../support/server/operators'
import { call, register } from '../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const FLOODERS = ['203.0.113.1', '203.0.113.2']
const USER = '198.51.100.7'
/** Concurrent sign-in loops per flooding address. */
const LOOPS = 4
const REAL_SIGN_INS = 20
/** The real user signs in every 15 s of test time: 4 a minute, within the per-account budget. */
const STEP_MS = 15_000

async function login(name: string, address: string): Promise<Envelope<unknown>> {
  const incoming = { socket: { remoteAddress: address } } as unknown as IncomingMessage
  const res = await h.app.request(
    '/main/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, pwd: 'flood-pw' }),
    },
    { incoming },
  )
  return (await res.json()) as Envelope<unknown>
}

/** Yields to timers and I/O callbacks (a client on a network cannot send infinitely fast either). */
const breath = () => new Promise<void>((done) => setImmediate(done))

describe('sign-in during a flood of correct sign-ins', { timeout: 120_000 }, () => {
  it("lets at least 19 of a real user's 20 sign-ins and the operator's sign-in succeed", async () => {
    const operator = await signedInOperator(h, 'ops@example.com', 'admin')
    for (const name of ['flood-1@example.com', 'flood-2@example.com', 'real@example.com']) {
      await register(h.app, name, 'flood-pw')
    }
    let flooding = true
    const flood: Record<string, number> = {}
    const loop = async (name: string, address: string) => {
      while (flooding) {
        const answer = await login(name, address)
        const outcome = answer.status === 1 ? 'ok' : (answer.code ?? 'unknown')
        flood[outcome] = (flood[outcome] ?? 0) + 1
        await breath()
      }
    }
    const derivedBefore = passwordDerivations()
    const loops = FLOODERS.flatMap((address, i) =>
      Array.from({ length: LOOPS }, () => loop(`flood-${i + 1}@example.com`, address)),
    )
    const real: string[] = []
    let operatorAnswer: Envelope<unknown> | null = null
    try {
      for (let i = 0; i < REAL_SIGN_INS; i++) {
        // The flood runs for a while before each sign-in: at least a few of its attempts in between.
        const seen = Object.values(flood).reduce((a, b) => a + b, 0)
        while (Object.values(flood).reduce((a, b) => a + b, 0) < seen + 4) await breath()
        const answer = await login('real@example.com', USER)
        real.push(answer.status === 1 ? 'ok' : (answer.code ?? 'unknown'))
        if (i === REAL_SIGN_INS / 2) {
          const body = { email: operator.email, password: OPERATOR_PASSWORD, code: await codeAt(h, operator.secret) }
          operatorAnswer = (await call(h.app, '/admin/session/login', { body })).envelope
        }
        h.clock.advance(STEP_MS)
      }
    } finally {
      flooding = false
      await Promise.all(loops)
    }
    expect(real.filter((r) => r === 'ok').length).toBeGreaterThanOrEqual(19)
    expect(operatorAnswer).toMatchObject({ status: 1, data: { kind: 'session' } })
    // The flood was real: it made many attempts, and some of them were hashed and succeeded.
    expect(Object.values(flood).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4 * REAL_SIGN_INS)
    expect(flood.ok ?? 0).toBeGreaterThan(0)
    expect(passwordDerivations() - derivedBefore).toBeGreaterThan(REAL_SIGN_INS)
  })
})
