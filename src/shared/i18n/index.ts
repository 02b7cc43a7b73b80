export {
  activateLanguage,
  getLanguage,
  i18n,
  loadScreenMessages,
  readStoredLanguage,
  useLanguage,
  withScreenMessages,
} from './i18n'
export {
  bcp47ByLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  nativeLanguageName,
  selectableLanguages,
  toBcp47,
} from './languages'
