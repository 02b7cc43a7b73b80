// The mail feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { mailerFor, smsSenderFor } from './mailer'
export type { MailMessage } from './message'
export { sendUserMail, simpleMail, withPhishingPhrase } from './user-mail'
