export { endSessionAtom, fetchAccountIdAtom, logoutAtom, signInAtom, userInfoAtom } from './atoms'
export { DemoAccountBadge } from './components/DemoAccountBadge'
export { DemoAccountNote } from './components/DemoAccountNote'
export {
  type AuthForm,
  authMessages,
  buildAccountName,
  validateLogin,
  validateRegister,
} from './model'
