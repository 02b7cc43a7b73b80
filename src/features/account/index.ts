export { endSessionAtom, fetchAccountIdAtom, logoutAtom, signInAtom, userInfoAtom } from './atoms'
export { AreaCodePicker } from './components/AreaCodePicker'
export { AuthLayout } from './components/AuthLayout'
export { default as authLayoutStyles } from './components/AuthLayout.module.css'
export {
  type AuthForm,
  authMessages,
  buildAccountName,
  validateLogin,
  validateRegister,
} from './model'
