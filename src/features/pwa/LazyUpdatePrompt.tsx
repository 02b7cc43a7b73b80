import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { withScreenMessages } from '@/shared/i18n'
import { reloadDeferredAtom, updateAvailableAtom } from './atoms'

// The prompt's code (and the update flow's) loads only once a new version is waiting: out of the home route's code.
const UpdatePrompt = lazy(async () => ({
  default: (await withScreenMessages(() => import('./UpdatePrompt'))()).UpdatePrompt,
}))

export function LazyUpdatePrompt() {
  const available = useAtomValue(updateAvailableAtom)
  const deferred = useAtomValue(reloadDeferredAtom)
  return available || deferred ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null
}
