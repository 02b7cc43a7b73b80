// The whole recovery through a real SMTP conversation: nodemailer delivers to a local smtp-server, and the test
// reads the delivered mail (both parts) with mailparser.
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../support/server/harness'
import { codeIn, login, registerAccount, resetPassword, sendCode } from '../../support/server/identity'
import { dataOf } from '../../support/server/request'

let h: Harness
let smtp: SMTPServer
const inbox: ParsedMail[] = []
let delivered: (() => void) | undefined
/** The SMTP server greets a connection only once this settles (a slow mail server). */
let greeting: Promise<void> = Promise.resolve()

beforeEach(async () => {
  inbox.length = 0
  greeting = Promise.resolve()
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      void greeting.then(() => callback())
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail)
          delivered?.()
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  h = await createHarness({ TERN_SMTP_URL: `smtp://127.0.0.1:${port}`, TERN_MAIL_FROM: 'Tern <codes@tern.test>' })
})
afterEach(async () => {
  await h.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

function nextMail(): Promise<ParsedMail> {
  const count = inbox.length
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no mail within 5 s')), 5000)
    delivered = () => {
      const mail = inbox[count]
      if (!mail) return
      clearTimeout(timer)
      resolve(mail)
    }
  })
}

describe('password recovery by SMTP', () => {
  it('mails a code with a text and an HTML part, and the code resets the password', async () => {
    await registerAccount(h, 'carol@example.com', 'old-secret')
    const arriving = nextMail()
    dataOf(await sendCode(h, 'email', 'Carol@Example.com', 'de'))
    const mail = await arriving
    expect(mail.from?.value[0]).toMatchObject({ name: 'Tern', address: 'codes@tern.test' })
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('carol@example.com')
    expect(mail.subject).toBe('Dein Tern-Bestätigungscode')
    const code = codeIn(mail.text ?? '')
    expect(mail.html || '').toContain(`>${code}</strong>`)

    dataOf(await resetPassword(h, { type: 'email', account: 'carol@example.com', code, pwd: 'new-secret' }))
    expect((await login(h, 'carol@example.com', 'new-secret')).envelope?.status).toBe(1)
  })

  it('sends nothing for an unknown account', async () => {
    dataOf(await sendCode(h, 'email', 'nobody@example.com'))
    await registerAccount(h, 'dave@example.com', 'old-secret')
    const arriving = nextMail()
    dataOf(await sendCode(h, 'email', 'dave@example.com'))
    await arriving
    expect(inbox.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''))).toEqual(['dave@example.com'])
  })

  it('answers before the mail is handed over, so a slow mail server does not tell a known account', async () => {
    await registerAccount(h, 'erin@example.com', 'old-secret')
    let open = () => {}
    greeting = new Promise((resolve) => {
      open = resolve
    })
    const arriving = nextMail()
    const answered = await Promise.race([
      sendCode(h, 'email', 'erin@example.com').then((answer) => answer.envelope?.status),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
    ])
    expect(answered).toBe(1)
    expect(inbox).toEqual([])
    open()
    expect((await arriving).subject).toBe('Your Tern verification code')
  })
})
