import { createTransport } from 'nodemailer'
import type { Mailer } from './message'

/** Mail through the SMTP server at `url` (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}
