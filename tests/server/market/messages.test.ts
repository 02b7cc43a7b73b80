import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../../contract/api'
import { translate } from '../../../server/i18n'
import type { MessageKey } from '../../../server/i18n/keys'

describe('market messages', () => {
  it('have a real translation in every language', () => {
    const keys: MessageKey[] = ['watchlist_saved', 'product_not_found', 'interval_invalid', 'watchlist_unknown_product']
    for (const lang of languageCodes) {
      for (const key of keys) {
        const text = translate(lang, key)
        expect(text.length, `${lang}.${key}`).toBeGreaterThan(1)
        if (lang !== 'en') expect(text, `${lang}.${key} is still English`).not.toBe(translate('en', key))
      }
    }
    expect(translate('tw', 'product_not_found')).not.toBe(translate('cn', 'product_not_found'))
  })
})
