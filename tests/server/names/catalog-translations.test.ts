// Every seeded product and invest product has its texts in all 11 languages.
import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../../contract/api'
import { seedEarnProducts, seedMinerProducts } from '../../../server/db/seed/invest'
import { seededText, seededTranslations } from '../../../server/i18n/catalog'
import { catalog } from '../../../server/market/catalog'

const ticker = /^[A-Z]{3,5}\/[A-Z]{3,4}$/

describe('seeded texts in every language', () => {
  it('every product title, name and description (tickers stay as they are)', () => {
    for (const product of catalog) {
      for (const text of [product.title, product.name, product.desc]) {
        if (ticker.test(text)) continue
        const translations = seededTranslations(text)
        expect(translations, `${product.id}: ${text}`).toBeDefined()
        for (const lang of languageCodes) expect(seededText(text, lang).trim(), `${text} (${lang})`).not.toBe('')
      }
      // A description is a sentence, never left in English.
      for (const lang of languageCodes.filter((l) => l !== 'en')) {
        expect(seededText(product.desc, lang), `${product.id} ${lang}`).not.toBe(product.desc)
      }
    }
  })

  it('every staking and earn product title', () => {
    for (const product of [...seedMinerProducts, ...seedEarnProducts]) {
      const titles = JSON.parse(product.titles) as Record<string, unknown>
      for (const lang of languageCodes) {
        const title = titles[lang]
        expect(typeof title === 'string' && title.trim() !== '', `${product.key} (${lang})`).toBe(true)
      }
      expect(new Set(Object.values(titles)).size, product.key).toBeGreaterThan(8)
    }
  })

  it('known translations, and an unknown text as written', () => {
    expect(seededText('Gold', 'th')).toBe('ทองคำ')
    expect(seededText('Gold / US Dollar', 'de')).toBe('Gold / US-Dollar')
    expect(seededText('Euro / Japanese Yen', 'jp')).toBe('ユーロ / 日本円')
    expect(seededText('Dow Jones E-mini futures', 'cn')).toBe('道琼斯迷你期货')
    expect(seededText('BTC/USDT', 'th')).toBe('BTC/USDT')
    expect(seededText('Gold (operator)', 'th')).toBe('Gold (operator)')
  })
})
