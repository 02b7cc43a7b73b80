import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { withScreenMessages } from '@/shared/i18n'
import { sideDrawerOpenAtom, sideDrawerWantedAtom } from '@/shared/lib/shell'

const loadDrawer = withScreenMessages(() => import('./SideDrawer'))
const SideDrawer = lazy(async () => ({ default: (await loadDrawer()).SideDrawer }))

/**
 * The side drawer is not part of the first screen: its chunk loads once the user reaches for its button (a pointer
 * over or down on it, or focus), a moment before the tap that opens it, and it mounts from its first open on.
 */
export function LazySideDrawer() {
  const open = useAtomValue(sideDrawerOpenAtom)
  const wanted = useAtomValue(sideDrawerWantedAtom)
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    if (open) setMounted(true)
  }, [open])
  useEffect(() => {
    if (wanted) void loadDrawer()
  }, [wanted])
  return mounted || open ? (
    <Suspense fallback={null}>
      <SideDrawer />
    </Suspense>
  ) : null
}
