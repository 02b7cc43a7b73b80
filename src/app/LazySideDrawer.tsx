import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { sideDrawerOpenAtom } from '@/shared/lib/shell'

const loadDrawer = () => import('./SideDrawer')
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
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500))
    idle(() => void loadDrawer())
  }, [])
  return wanted || open ? (
    <Suspense fallback={null}>
      <SideDrawer />
    </Suspense>
  ) : null
}
