export { endSessionAtom, fetchAccountIdAtom, logoutAtom, signInAtom, userInfoAtom } from './atoms'
export {
  type AuthForm,
  authMessages,
  buildAccountName,
  validateLogin,
  validateRegister,
} from './model'
