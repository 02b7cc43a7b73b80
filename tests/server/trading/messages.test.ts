import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../../contract/api'
import { translate } from '../../../server/i18n'
import type { MessageKey } from '../../../server/i18n/keys'
import { tradingDetails, tradingSuccess } from '../../../server/i18n/messages/trading'

describe('trading messages', () => {
  it('have a real translation in every language, keeping placeholders', () => {
    const keys: MessageKey[] = [...Object.values(tradingSuccess), ...Object.values(tradingDetails)].map((m) => m.id)
    for (const lang of languageCodes) {
      for (const key of keys) {
        const text = translate(lang, key)
        expect(text.length, `${lang}.${key}`).toBeGreaterThan(1)
        if (lang !== 'en') expect(text, `${lang}.${key} is still English`).not.toBe(translate('en', key))
        if (translate('en', key).includes('{min}')) expect(text, `${lang}.${key}`).toContain('{min}')
      }
    }
  })
})
