// Outgoing mail and SMS. Mail goes through a real SMTP client (nodemailer) when TERN_SMTP_URL is set, otherwise
// to the outbox log the operator reads with `npm run admin -- outbox`. SMS has no provider yet: its only
// implementation is the same outbox.
import type { Config } from '../../config'
import type { Mailer, SmsSender } from './message'
import { appendOutbox } from './outbox'
import { createSmtpMailer } from './smtp'

function outboxMailer(file: string): Mailer {
  return { send: (m) => appendOutbox(file, { channel: 'email', to: m.to, subject: m.subject, text: m.text }) }
}

function outboxSms(file: string): SmsSender {
  return { send: (m) => appendOutbox(file, { channel: 'sms', to: m.to, subject: '', text: m.text }) }
}

const mailers = new WeakMap<Config, Mailer>()

/** The mailer of a configuration (one SMTP connection pool per configuration). */
export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config)
  if (!mailer) {
    mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.outboxFile)
    mailers.set(config, mailer)
  }
  return mailer
}

export function smsSenderFor(config: Config): SmsSender {
  return outboxSms(config.outboxFile)
}

/** The start-up line saying where mail goes. */
export function describeMail(config: Config): string {
  if (config.smtpUrl) return `Mail: SMTP ${new URL(config.smtpUrl).host}`
  return `Mail: TERN_SMTP_URL is unset; codes go to the outbox ${config.outboxFile} (npm run admin -- outbox)`
}
