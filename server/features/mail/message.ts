// What the mailer and the SMS sender send, and the adapters' shape (mailer.ts picks one, smtp.ts is one).
export interface MailMessage {
  to: string
  subject: string
  /** Plain-text part. */
  text: string
  /** HTML part (the same words). */
  html: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface SmsMessage {
  /** E.164 number. */
  to: string
  text: string
}

/** The SMS adapter: a provider implements this; until one is configured, messages go to the outbox. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}
