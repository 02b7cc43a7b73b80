// How up and down are shown: which colour means up (red is up in Chinese, Japanese and Korean markets) and whether
// a shape (▲ ▼) goes with the colour, for colour-blind users. Stored beside the language in localStorage and put on
// <html> as data-up and data-shapes by the entry before the app renders; theme.css swaps the --up/--down tokens.

import { choiceCookies } from '@contract/api'
import type { LanguageCode } from '../i18n/languages'
import { mirrorCookie, readStoredLanguage } from '../i18n/stored-language'

export const DISPLAY_KEY = 'tern.display'

export type UpColor = 'green' | 'red'

export interface DisplayPrefs {
  version: 1
  /** null until the user chooses: then the language decides. */
  upColor: UpColor | null
  shapes: boolean
}

export const defaultDisplay: DisplayPrefs = { version: 1, upColor: null, shapes: false }

const redUpLanguages: ReadonlySet<LanguageCode> = new Set(['cn', 'tw', 'jp', 'ko'])

export function upColorFor(prefs: DisplayPrefs, language: LanguageCode): UpColor {
  return prefs.upColor ?? (redUpLanguages.has(language) ? 'red' : 'green')
}

/** Reads the stored preferences; anything unreadable or of another version gives the defaults. */
export function readDisplay(): DisplayPrefs {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null || !('version' in stored) || stored.version !== 1)
      return defaultDisplay
    const upColor =
      'upColor' in stored && (stored.upColor === 'red' || stored.upColor === 'green') ? stored.upColor : null
    return { version: 1, upColor, shapes: 'shapes' in stored && stored.shapes === true }
  } catch {
    return defaultDisplay
  }
}

/** The cookies that mirror the preferences for the server's render (unset while nothing is chosen). */
export function mirrorDisplay(prefs: DisplayPrefs): void {
  mirrorCookie(choiceCookies.up, prefs.upColor)
  mirrorCookie(choiceCookies.shapes, prefs.shapes ? '1' : null)
}

export function storeDisplay(prefs: DisplayPrefs): void {
  mirrorDisplay(prefs)
  try {
    localStorage.setItem(DISPLAY_KEY, JSON.stringify(prefs))
  } catch {
    // Private mode or storage full: the choice then lasts until the page is reloaded.
  }
}

/** Puts the preferences on <html> (data-up="red" swaps the up and down colours; data-shapes adds ▲ ▼). */
export function applyDisplay(prefs: DisplayPrefs, language: LanguageCode): void {
  const root = document.documentElement
  root.dataset.up = upColorFor(prefs, language)
  if (prefs.shapes) root.dataset.shapes = ''
  else delete root.dataset.shapes
}

/** The entry's call: the stored preferences for the stored language, before the first render. */
export function applyStoredDisplay(): void {
  applyDisplay(readDisplay(), readStoredLanguage())
}
