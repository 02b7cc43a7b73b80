import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorCodes, languageCodes } from '../../contract/api'
import { parseLanguage, translate } from '../../server/i18n'
import { type MessageKey, serverMessages } from '../../server/i18n/keys'
import { readPoTranslations } from '../../server/i18n/po'
import { createHarness, type Harness } from '../support/server/harness'
import { call } from '../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const failedLogin = (lang?: string) =>
  call(h.app, '/main/login', { body: { name: 'ghost@example.com', pwd: 'whatever' }, lang })

describe('localized server messages', () => {
  it('answers the same failure in the UserLang language', async () => {
    const en = (await failedLogin('en')).envelope
    const th = (await failedLogin('th')).envelope
    const jp = (await failedLogin('jp')).envelope
    expect(en).toMatchObject({ code: 'login_failed', msg: 'Incorrect account or password.' })
    expect(th).toMatchObject({ code: 'login_failed', msg: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง' })
    expect(jp).toMatchObject({ code: 'login_failed', msg: 'アカウントまたはパスワードが正しくありません。' })
  })

  it('falls back to English for a missing or unknown UserLang', async () => {
    expect((await failedLogin()).envelope?.msg).toBe('Incorrect account or password.')
    expect((await failedLogin('xx')).envelope?.msg).toBe('Incorrect account or password.')
    expect(parseLanguage(' KO ')).toBe('ko')
  })

  it('localizes validation errors too', async () => {
    const res = await call(h.app, '/main/login', { body: '{oops', lang: 'de' })
    expect(res.envelope).toMatchObject({ code: 'bad_request', msg: 'Die Anfrage konnte nicht gelesen werden.' })
  })

  it('has a real translation of every message in every language', () => {
    const keys: MessageKey[] = [...errorCodes, 'ok', 'registered', 'logged_in', 'logged_out']
    for (const lang of languageCodes) {
      for (const key of keys) {
        const text = translate(lang, key)
        expect(text.length, `${lang}.${key}`).toBeGreaterThan(1)
        if (lang !== 'en') expect(text, `${lang}.${key} is still English`).not.toBe(translate('en', key))
      }
    }
  })

  it('keeps Traditional and Simplified Chinese apart', () => {
    expect(translate('tw', 'login_failed')).not.toBe(translate('cn', 'login_failed'))
  })
})

describe('server catalogs', () => {
  it('hold exactly the messages defined in server/i18n/messages, with the same English text', () => {
    const english = readPoTranslations(readFileSync('locale/en/server.po', 'utf8'))
    expect([...english.keys()].sort()).toEqual(Object.keys(serverMessages).sort())
    for (const [key, { message }] of Object.entries(serverMessages)) expect(english.get(key), key).toBe(message)
  })

  it('are read as @lingui/format-po reads them', async () => {
    const po = formatter()
    for (const lang of languageCodes) {
      const filename = `locale/${lang}/server.po`
      const text = readFileSync(filename, 'utf8')
      const parsed = (await po.parse(text, { locale: lang, sourceLocale: 'en', filename })) ?? {}
      const expected = Object.entries(parsed).flatMap(([id, m]) => (m.translation ? [[id, m.translation]] : []))
      expect([...readPoTranslations(text)], lang).toEqual(expected)
    }
  })

  it('reads continuation lines and escapes, and skips the header and obsolete entries', () => {
    const text = [
      'msgid ""',
      'msgstr ""',
      '"Language: de\\n"',
      '',
      '#. js-lingui-explicit-id',
      'msgid "quoted"',
      'msgstr ""',
      '"Say \\"hi\\"\\n"',
      '"twice"',
      '',
      '#~ msgid "gone"',
      '#~ msgstr "Weg"',
    ].join('\n')
    expect([...readPoTranslations(text)]).toEqual([['quoted', 'Say "hi"\ntwice']])
  })

  it('fills placeholders from params, or leaves them for the caller', () => {
    expect(translate('de', 'withdraw_min', { min: '10.00' })).toBe('Die Mindestauszahlung beträgt 10.00 USDT.')
    expect(translate('en', 'recharge_min')).toBe('The minimum deposit is {min}.')
  })
})
