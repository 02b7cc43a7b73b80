export { LanguageScreen } from './LanguageScreen'
