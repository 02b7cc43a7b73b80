// The browser's install prompt (Chromium's `beforeinstallprompt`), kept until the user asks to install.
// The listener starts when this module loads, which is at startup (main.tsx imports the pwa feature), so the
// event is caught even if it fires before any screen that offers installation is opened.
import { atom } from 'jotai'

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof (event as { prompt?: unknown }).prompt === 'function'
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return
    event.preventDefault()
    deferred = event
    for (const listener of listeners) listener()
  })
}

const baseAtom = atom(false)
baseAtom.onMount = (set) => {
  const update = () => set(deferred !== null)
  update()
  listeners.add(update)
  return () => {
    listeners.delete(update)
  }
}

/** True while the browser offers an install prompt. */
export const canInstallAtom = atom((get) => get(baseAtom))

export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  for (const listener of listeners) listener()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}
