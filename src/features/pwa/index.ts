// registerServiceWorker (./register) is imported by file from src/main.tsx, after the first render: Workbox stays out of the entry.
export type { SwState } from './atoms'
export { offlineReadyAtom, swStateAtom, updateAvailableAtom } from './atoms'
export { canInstallAtom, promptInstall } from './install-prompt'
export { LazyUpdatePrompt } from './LazyUpdatePrompt'
