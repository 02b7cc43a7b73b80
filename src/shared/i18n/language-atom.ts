// The active app language as an atom of the store, for resources that the server localizes (UserLang).
import { atom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import { i18n } from './i18n'
import { fromBcp47, type LanguageCode } from './languages'

const activeLanguage = (): LanguageCode => fromBcp47(i18n.locale)

// Read on a store's first use, not when this module loads (before the first language is active).
const baseLanguageAtom = atomWithLazy<LanguageCode>(activeLanguage)
baseLanguageAtom.onMount = (set) => {
  set(activeLanguage())
  return i18n.on('change', () => set(activeLanguage()))
}

export const languageAtom = atom((get) => get(baseLanguageAtom))
