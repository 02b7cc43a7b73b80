// The stored language choice, readable before the app's modules load (the entry asks for home's banners with it).
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages'

export const STORAGE_KEY = 'tern.lang'

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}
