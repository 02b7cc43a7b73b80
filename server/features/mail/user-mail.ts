// Mail to a user: every message Tern sends a user opens with their anti-phishing phrase (when they chose one), in
// the text and the HTML part, so a mail without it is not from Tern.
import { bcp47ByLanguage, type LanguageCode } from '../../../contract/api'
import type { Config } from '../../config'
import type { Db } from '../../db/db'
import { translate } from '../../i18n'
import { mailerFor } from './mailer'
import type { MailMessage } from './message'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

/** The message with the phrase line on top of both parts; unchanged for an empty phrase. */
export function withPhishingPhrase(message: MailMessage, phrase: string, lang: LanguageCode): MailMessage {
  if (phrase === '') return message
  const line = translate(lang, 'mail_phishing_phrase', { phrase })
  const shown = escapeHtml(line).replace(escapeHtml(phrase), `<strong>${escapeHtml(phrase)}</strong>`)
  const banner = `<p style="padding:8px 12px;background:#f3f4f6;border-radius:6px">${shown}</p>`
  const html = /<body[^>]*>/.test(message.html)
    ? message.html.replace(/(<body[^>]*>)/, `$1${banner}`)
    : `${banner}${message.html}`
  return { ...message, text: `${line}\n\n${message.text}`, html }
}

/** Sends `message` to the user, with their phrase. Resolves when the mailer took it. */
export async function sendUserMail(
  config: Config,
  db: Db,
  userId: number,
  message: MailMessage,
  lang: LanguageCode,
): Promise<void> {
  const user = await db.selectFrom('users').select('phishing_phrase').where('id', '=', userId).executeTakeFirst()
  await mailerFor(config).send(withPhishingPhrase(message, user?.phishing_phrase ?? '', lang))
}

/** A one-paragraph mail in both parts, `code` (when given) shown large in the HTML part. */
export function simpleMail(lang: LanguageCode, to: string, subject: string, text: string, code?: string): MailMessage {
  const body = code
    ? escapeHtml(text).replace(code, `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`)
    : escapeHtml(text)
  const html = [
    `<!doctype html><html lang="${bcp47ByLanguage[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;color:#111"><p>${body}</p></body></html>`,
  ].join('')
  return { to, subject, text, html }
}
