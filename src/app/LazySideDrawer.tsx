import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { withScreenMessages } from '@/shared/i18n'
import { sideDrawerOpenAtom } from '@/shared/lib/shell'

const loadDrawer = withScreenMessages(() => import('./SideDrawer'))
const SideDrawer = lazy(async () => ({ default: (await loadDrawer()).SideDrawer }))

/**
 * The side drawer is not part of the first screen: its chunk loads when the browser is idle after the first paint
 * (or at the first open, whichever comes first), and it mounts from its first open on.
 */
export function LazySideDrawer() {
  const open = useAtomValue(sideDrawerOpenAtom)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (open) setWanted(true)
  }, [open])
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in globalThis) {
      const handle = requestIdleCallback(() => void loadDrawer())
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => void loadDrawer(), 1500)
    return () => clearTimeout(timer)
  }, [])
  return wanted || open ? (
    <Suspense fallback={null}>
      <SideDrawer />
    </Suspense>
  ) : null
}
