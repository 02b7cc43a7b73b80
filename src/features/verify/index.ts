export { VerifyButton } from './components/VerifyButton'
export { VerifyResult } from './components/VerifyResult'
