// Focus handling of a modal panel (WCAG 2.4.3): focus moves into the panel when it opens, Tab and Shift+Tab cycle
// through its controls only, and focus returns to the element that opened it when it closes. With modals stacked
// (an order sheet under its result dialog), only the topmost one holds the focus and closes on Escape.
import { type RefObject, useEffect, useEffectEvent } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const openPanels: HTMLElement[] = []

function tabbableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.getClientRects().length > 0)
}

function keepTabInside(panel: HTMLElement, event: KeyboardEvent): void {
  const items = tabbableIn(panel)
  const first = items[0]
  const last = items.at(-1)
  const active = document.activeElement
  const outside = !(active instanceof Node) || !panel.contains(active) || active === panel
  if (!first || !last) {
    event.preventDefault()
    panel.focus()
  } else if (event.shiftKey && (outside || active === first)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

export function useModalFocus(open: boolean, panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useEffectEvent(onClose)
  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openPanels.push(panel)
    panel.focus()
    const onKey = (event: KeyboardEvent) => {
      if (openPanels.at(-1) !== panel) return
      if (event.key === 'Tab') keepTabInside(panel, event)
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      openPanels.splice(openPanels.indexOf(panel), 1)
      if (opener?.isConnected) opener.focus()
    }
  }, [open, panelRef])
}
