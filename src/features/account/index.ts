export { endSessionAtom, logoutAtom, signInAtom, userInfoAtom, userInfoPoller } from './atoms'
export {
  type AuthForm,
  authMessages,
  buildAccountName,
  validateLogin,
  validateRegister,
} from './model'
