// The display preferences in the store, for the settings screen and the chart. Every change is stored and put on
// <html> at once, so CSS (and the chart, which reads the tokens) follows without a reload.
import { atom } from 'jotai'
import { getLanguage } from '../i18n/i18n'
import { languageAtom } from '../i18n/language-atom'
import { applyDisplay, type DisplayPrefs, readDisplay, storeDisplay, upColorFor } from './display'

const revisionAtom = atom(0)

export const displayAtom = atom((get) => {
  get(revisionAtom)
  return readDisplay()
})

/** Which colour means up now: the user's choice, or the language's custom. */
export const upColorAtom = atom((get) => upColorFor(get(displayAtom), get(languageAtom)))

export const changeDisplayAtom = atom(null, (get, set, change: Partial<Omit<DisplayPrefs, 'version'>>) => {
  const prefs: DisplayPrefs = { ...get(displayAtom), ...change, version: 1 }
  storeDisplay(prefs)
  applyDisplay(prefs, getLanguage())
  set(revisionAtom, (revision) => revision + 1)
})
