// The one Lingui instance. Catalogs are loaded per language on demand, in two parts (scripts/build/catalog-parts.ts):
// the first screens' messages, which the first render needs, and the rest, which every other screen's chunk waits
// for (`withScreenMessages`) and which then stays loaded across language changes. The chosen language is stored in
// localStorage (read synchronously at boot), mirrored on <html lang> and sent as UserLang.
import { i18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { applyDisplay, readDisplay } from '../display/display'
import { DEFAULT_LANGUAGE, fromBcp47, type LanguageCode, toBcp47 } from './languages'

import { mirrorLanguageCookie, STORAGE_KEY } from './stored-language'

let current: LanguageCode = DEFAULT_LANGUAGE
let latestRequest = 0

type CatalogPart = 'first' | 'rest'
type CatalogModule = { messages: Messages }
const parts: Record<CatalogPart, Record<string, () => Promise<CatalogModule>>> = {
  first: import.meta.glob<CatalogModule>('../../../locale/*/messages.po', { query: '?part=first' }),
  rest: import.meta.glob<CatalogModule>('../../../locale/*/messages.po', { query: '?part=rest' }),
}

async function loadPart(part: CatalogPart, code: LanguageCode): Promise<Messages> {
  const load = parts[part][`../../../locale/${code}/messages.po`]
  if (!load) throw new Error(`no catalog for ${code}`)
  return (await load()).messages
}

/**
 * Whether a screen beyond the first ones has asked for the rest of the messages (then every language loads them).
 * Outside the production build (development, tests) the whole catalog loads at once: only the build counts bytes.
 */
let restWanted = !import.meta.env.PROD
/** The language whose active messages include the rest. */
let restLoadedFor: LanguageCode | null = null

/** The rest of the active language's messages, merged in; what a screen's chunk waits for before it renders. */
export function loadScreenMessages(): Promise<void> {
  restWanted = true
  const code = current
  if (restLoadedFor === code) return Promise.resolve()
  return loadPart('rest', code).then((messages) => {
    // A language activated meanwhile has loaded its own rest (restWanted was already set).
    if (code !== current || restLoadedFor === code) return
    restLoadedFor = code
    i18n.load(toBcp47(code), messages)
  })
}

/** A lazy chunk's loader that also waits for the rest of the messages. */
export function withScreenMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadScreenMessages()]))[0]
}

async function loadMessages(code: LanguageCode, wholeCatalog: boolean): Promise<{ messages: Messages; rest: boolean }> {
  const first = await loadPart('first', code)
  if (!wholeCatalog && !restWanted) return { messages: first, rest: false }
  return { messages: { ...first, ...(await loadPart('rest', code)) }, rest: true }
}

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
  const { messages, rest } = await loadMessages(code, false)
  if (request !== latestRequest) return
  // Before the change event, so whatever re-renders on it sees the language's up colour.
  applyDisplay(readDisplay(), code)
  activate(code, messages)
  restLoadedFor = rest ? code : null
  document.documentElement.lang = toBcp47(code)
  if (options.persist !== false) storeLanguage(code)
}

function activate(code: LanguageCode, messages: Messages): void {
  i18n.loadAndActivate({ locale: toBcp47(code), messages })
  current = code
}

/** The server's renderer (src/ssr.tsx): the language's catalog, active, with nothing of the page or storage touched. */
export async function activateForRender(code: LanguageCode): Promise<void> {
  activate(code, (await loadMessages(code, true)).messages)
}

/** The active app language code; re-renders when the language changes. */
export function useLanguage(): LanguageCode {
  const { i18n: active } = useLingui()
  return fromBcp47(active.locale)
}
