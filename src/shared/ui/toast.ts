// Toast queue state. Anything can show a toast through showToastAtom; the app shell renders <ToastHost />.
import { atom } from 'jotai'
import { TOAST_DURATION_MS } from '@/shared/lib/constants'

export type ToastKind = 'success' | 'error' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  text: string
}

let nextId = 1

export const toastsAtom = atom<readonly Toast[]>([])

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  )
})

export const showToastAtom = atom(null, (get, set, toast: { kind: ToastKind; text: string }) => {
  const id = nextId++
  // Keep at most three on screen; identical text replaces the older copy instead of stacking.
  const others = get(toastsAtom).filter((existing) => existing.text !== toast.text)
  set(toastsAtom, [...others.slice(-2), { id, ...toast }])
  setTimeout(() => set(dismissToastAtom, id), TOAST_DURATION_MS)
})
