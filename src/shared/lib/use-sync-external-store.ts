// wouter imports React's useSyncExternalStore through the shim for React 17; React 19 has it, and the shim would
// only hand it back. The build aliases the shim to this module (vite.config.ts), keeping it out of the entry.
export { useSyncExternalStore } from 'react'
