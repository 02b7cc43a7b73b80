// Identity test helpers: accounts with real passwords, and the codes the server writes to its outbox.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Envelope, LoginResult } from '../../../contract/api'
import { type OutboxEntry, readOutbox } from '../../../server/features/mail/outbox'
import type { Harness } from './harness'
import { call, dataOf } from './request'

export async function registerAccount(h: Harness, name: string, pwd: string): Promise<string> {
  return dataOf(await call<LoginResult>(h.app, '/main/register', { body: { name, pwd } })).token
}

export function login(h: Harness, name: string, pwd: string) {
  return call<LoginResult>(h.app, '/main/login', { body: { name, pwd } })
}

export function sendCode(h: Harness, type: string, account: string, lang?: string) {
  return call<null>(h.app, '/main/sendcode', { body: { type, account }, lang })
}

export function resetPassword(h: Harness, body: { type: string; account: string; code: string; pwd: string }) {
  return call<null>(h.app, '/main/repassword', { body })
}

/** The outbox entries for `to`, waiting up to `ms` for the `count`-th one (codes are sent after the answer). */
export async function outboxFor(h: Harness, to: string, count = 1, ms = 3000): Promise<OutboxEntry[]> {
  for (let waited = 0; ; waited += 20) {
    const entries = (await readOutbox(h.config.outboxFile, 1000)).filter((e) => e.to === to)
    if (entries.length >= count || waited >= ms) return entries
    await sleep(20)
  }
}

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in ${text}`)
  return code
}

/** The envelope without the parts that may differ between two equal answers. */
export const answerOf = (envelope: Envelope<unknown> | null) => JSON.stringify(envelope)
