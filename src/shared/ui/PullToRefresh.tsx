// Pull to refresh for a screen whose data can be loaded again (the lists, the assets): pulling down at the top of
// the page refreshes the screen's resources now. A chip follows the finger below the top bar, and a status line
// tells screen readers "Refreshing…" then "Updated". The user can turn the gesture off in the settings; under
// reduced motion it still works, without the chip's spinning (theme.css).
import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useStore } from 'jotai'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { preferencesAtom } from '@/shared/display/preferences'
import { refreshResources } from '@/shared/lib/refresh-resources'
import type { ResourceAtom } from '@/shared/lib/resource'
import styles from './PullToRefresh.module.css'
import { PULL_THRESHOLD_PX, usePullGesture } from './use-pull-gesture'

type Phase = 'idle' | 'refreshing' | 'updated' | 'failed'

/** How long "Updated" stays in the status line. */
const DONE_SHOWN_MS = 3_000

interface PullToRefreshProps {
  /** The screen's resources, all mounted by it: the ones a pull loads again. */
  resources: readonly ResourceAtom<unknown>[]
  children: ReactNode
}

export function PullToRefresh({ resources, children }: PullToRefreshProps) {
  const { t } = useLingui()
  const store = useStore()
  const enabled = useAtomValue(preferencesAtom).pullToRefresh
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const busy = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const refresh = useCallback(() => {
    if (busy.current) return
    busy.current = true
    setPhase('refreshing')
    void refreshResources(store, resources).then((ok) => {
      busy.current = false
      if (mounted.current) setPhase(ok ? 'updated' : 'failed')
    })
  }, [store, resources])
  const distance = usePullGesture(ref, { enabled, onPull: refresh })
  usePageOverscroll(enabled)

  useEffect(() => {
    if (phase !== 'updated' && phase !== 'failed') return
    const timer = setTimeout(() => setPhase('idle'), DONE_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [phase])

  const message = {
    idle: '',
    refreshing: t`Refreshing…`,
    updated: t`Updated`,
    failed: t`Could not refresh`,
  }[phase]
  const shown = phase === 'refreshing' ? PULL_THRESHOLD_PX : distance
  return (
    <div ref={ref} data-pull-refresh={enabled ? phase : 'off'}>
      <div
        className={styles.chip}
        aria-hidden="true"
        data-dragging={distance > 0 || undefined}
        data-ready={distance >= PULL_THRESHOLD_PX || undefined}
        data-refreshing={phase === 'refreshing' || undefined}
        style={{
          transform: `translate(-50%, ${shown - 44}px)`,
          opacity: Math.min(1, shown / PULL_THRESHOLD_PX),
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          style={{ transform: `rotate(${distance * 4}deg)` }}
        >
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      {/* aria-live without role="status": the screen's own status (an offline notice) stays the one status. */}
      <p className="visually-hidden" aria-live="polite" data-pull-status="">
        {message}
      </p>
      {children}
    </div>
  )
}

/** Stops the browser's own pull-down (a page reload in Chrome) from answering the same gesture. */
function usePageOverscroll(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const root = document.documentElement
    const before = root.style.overscrollBehaviorY
    root.style.overscrollBehaviorY = 'contain'
    return () => {
      root.style.overscrollBehaviorY = before
    }
  }, [enabled])
}
