import { useEffect, useRef } from 'react'

/** Pointer handlers that call onLongPress after the pointer has stayed down for `ms` milliseconds. */
export function useLongPress(onLongPress: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current)
    },
    [],
  )
  return {
    onPointerDown: () => {
      cancel()
      timer.current = setTimeout(() => {
        timer.current = null
        onLongPress()
      }, ms)
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A long press on touch screens opens the context menu otherwise.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  }
}
