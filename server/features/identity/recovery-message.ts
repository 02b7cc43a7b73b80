// The code message in the requester's language: a mail with a plain-text and an HTML part, or an SMS.
import { bcp47ByLanguage, type LanguageCode } from '../../../contract/api'
import { translate } from '../../i18n'
import type { MailMessage } from '../mail'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

export function codeText(lang: LanguageCode, code: string): string {
  return translate(lang, 'mail_code_text', { code })
}

export function codeMail(lang: LanguageCode, to: string, code: string): MailMessage {
  const subject = translate(lang, 'mail_code_subject')
  const text = codeText(lang, code)
  const shown = `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`
  const html = [
    `<!doctype html><html lang="${bcp47ByLanguage[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;color:#111"><p>${escapeHtml(text).replace(code, shown)}</p></body></html>`,
  ].join('')
  return { to, subject, text, html }
}
