export { LiabilitiesCheck } from './components/LiabilitiesCheck'
export { LiabilitiesResult } from './components/LiabilitiesResult'
export { VerifyButton } from './components/VerifyButton'
export { VerifyResult } from './components/VerifyResult'
