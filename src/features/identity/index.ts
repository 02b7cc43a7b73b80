export { ForgotScreen } from './ForgotScreen'
export { PasswordScreen } from './PasswordScreen'
export { PersonalScreen } from './PersonalScreen'
