export type { SwState } from './atoms'
export { offlineReadyAtom, swStateAtom, updateAvailableAtom } from './atoms'
export { registerServiceWorker } from './register'
export { UpdatePrompt } from './UpdatePrompt'
