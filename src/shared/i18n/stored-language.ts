// The stored language choice, readable before the app's modules load (the entry asks for home's banners with it).
import { choiceCookies } from '@contract/api'
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages'

export const STORAGE_KEY = 'tern.lang'

/** The chosen language; before any choice, the one the server rendered the page in (from Accept-Language). */
export function readStoredLanguage(): LanguageCode {
  const served = document.documentElement.dataset.lang
  const fallback = isLanguageCode(served) ? served : DEFAULT_LANGUAGE
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLanguageCode(stored) ? stored : fallback
  } catch {
    return fallback
  }
}

const YEAR_SECONDS = 365 * 24 * 3600

/** Sets a cookie that mirrors a stored choice for the server's render of the first screen (null removes it). */
export function mirrorCookie(name: string, value: string | null): void {
  const age = value === null ? 0 : YEAR_SECONDS
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie per choice at most; the Cookie Store API is not everywhere yet
  document.cookie = `${name}=${value ?? ''}; path=/; max-age=${age}; samesite=lax`
}

export function mirrorLanguageCookie(code: LanguageCode): void {
  mirrorCookie(choiceCookies.lang, code)
}

/** At each start: the cookie follows the stored language (a choice made before the cookie existed, or expired). */
export function mirrorStoredLanguage(): void {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    if (isLanguageCode(stored)) mirrorLanguageCookie(stored)
  } catch {
    // Storage unavailable: no choice to mirror.
  }
}
