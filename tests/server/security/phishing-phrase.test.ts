// The anti-phishing phrase: set on the security screen (cleaned, length-limited, no markup), then at the top of
// every mail Tern sends the user, read here from a local SMTP server (both parts).
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BankRecord } from '../../../contract/wallet'
import { createHarness, type Harness } from '../../support/server/harness'
import { registerAccount, sendCode } from '../../support/server/identity'
import { call, dataOf } from '../../support/server/request'
import { fund } from '../../support/server/wallet'

let h: Harness
let smtp: SMTPServer
const inbox: ParsedMail[] = []

beforeEach(async () => {
  inbox.length = 0
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  h = await createHarness({
    TERN_SMTP_URL: `smtp://127.0.0.1:${port}`,
    TERN_AUTO_APPROVE: 'banks',
    TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
  })
})
afterEach(async () => {
  await h.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

async function mails(count: number): Promise<ParsedMail[]> {
  for (let waited = 0; inbox.length < count && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return inbox
}

const setPhrase = (token: string, phrase: string, lang?: string) =>
  call<{ phrase: string }>(h.app, '/api/phishing_phrase', { token, body: { phrase }, lang })

describe('the anti-phishing phrase', () => {
  it('is cleaned and limited, and markup is refused', async () => {
    const token = await registerAccount(h, 'dora@example.com', 'first-secret')
    expect(dataOf(await setPhrase(token, '  blue   heron  42 ')).phrase).toBe('blue heron 42')
    expect((await setPhrase(token, '<b>x</b>')).envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'Please use letters, digits, spaces and simple punctuation only.',
    })
    expect((await setPhrase(token, 'x'.repeat(33))).envelope).toMatchObject({
      code: 'validation',
      msg: 'The phrase can have at most 32 characters.',
    })
    expect(dataOf(await setPhrase(token, 'นกกระสาสีฟ้า')).phrase).toBe('นกกระสาสีฟ้า')
    expect(dataOf(await call<{ phishing_phrase: string }>(h.app, '/api/security', { token })).phishing_phrase).toBe(
      'นกกระสาสีฟ้า',
    )
  })

  it('opens the recovery mail and the withdrawal mail, in the text and the HTML part', async () => {
    const token = await registerAccount(h, 'ezra@example.com', 'first-secret')
    dataOf(await setPhrase(token, "Ezra's blue heron"))
    dataOf(await sendCode(h, 'email', 'ezra@example.com'))
    const user = await h.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ezra@example.com')
      .executeTakeFirstOrThrow()
    await fund(h, user.id, 'USDT', 50_000_000n)
    const body = { type: 1, currency: 'USDT-TRC20', address: 'TXphrase0001abcd' }
    dataOf(await call<BankRecord>(h.app, '/api/addbank', { token, body }))
    const form = { tabType: 1, network: 'trc20', coin_address: body.address, amount: '20' }
    dataOf(await call(h.app, '/api/withdraw', { token, body: form }))
    const delivered = await mails(2)
    const recovery = delivered.find((mail) => mail.subject === 'Your Tern verification code')
    const withdrawal = delivered.find((mail) => mail.subject === 'Confirm your Tern withdrawal')
    expect(delivered).toHaveLength(2)
    for (const mail of [recovery, withdrawal]) {
      expect(mail?.text?.split('\n')[0]).toBe("Your anti-phishing phrase: Ezra's blue heron")
      expect(mail?.html || '').toContain('Your anti-phishing phrase: <strong>Ezra&#39;s blue heron</strong>')
    }
  })

  it('is left out of the mail of a user who chose none', async () => {
    await registerAccount(h, 'finn@example.com', 'first-secret')
    dataOf(await sendCode(h, 'email', 'finn@example.com'))
    const [mail] = await mails(1)
    expect(mail?.text).not.toContain('anti-phishing')
  })
})
