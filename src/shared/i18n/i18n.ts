// The one Lingui instance. Catalogs are loaded per language on demand (one small chunk each); the chosen
// language is stored in localStorage (read synchronously at boot), mirrored on <html lang> and sent as UserLang.
import { i18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { applyDisplay, readDisplay } from '../display/display'
import { DEFAULT_LANGUAGE, fromBcp47, type LanguageCode, toBcp47 } from './languages'

import { mirrorLanguageCookie, STORAGE_KEY } from './stored-language'

let current: LanguageCode = DEFAULT_LANGUAGE
let latestRequest = 0

export { readStoredLanguage } from './stored-language'
export { i18n }

function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(STORAGE_KEY, code)
    mirrorLanguageCookie(code)
  } catch {
    // Private mode or storage full: the choice then lasts for this session only.
  }
}

/** The app code of the active language (what UserLang carries). */
export function getLanguage(): LanguageCode {
  return current
}

/**
 * Loads the catalog and activates it. Concurrent calls resolve in order of request: the last one wins.
 * `persist: false` activates without storing the choice (boot and tests).
 */
export async function activateLanguage(code: LanguageCode, options: { persist?: boolean } = {}): Promise<void> {
  const request = ++latestRequest
  const { messages } = await import(`../../../locale/${code}/messages.po`)
  if (request !== latestRequest) return
  // Before the change event, so whatever re-renders on it sees the language's up colour.
  applyDisplay(readDisplay(), code)
  activate(code, messages)
  document.documentElement.lang = toBcp47(code)
  if (options.persist !== false) storeLanguage(code)
}

function activate(code: LanguageCode, messages: Messages): void {
  i18n.loadAndActivate({ locale: toBcp47(code), messages })
  current = code
}

/** The server's renderer (src/ssr.tsx): the language's catalog, active, with nothing of the page or storage touched. */
export async function activateForRender(code: LanguageCode): Promise<void> {
  const { messages } = await import(`../../../locale/${code}/messages.po`)
  activate(code, messages)
}

/** The active app language code; re-renders when the language changes. */
export function useLanguage(): LanguageCode {
  const { i18n: active } = useLingui()
  return fromBcp47(active.locale)
}
