import '@/shared/styles/theme.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { preloadScreen } from '@/app/routes'
import { store } from '@/app/store'
import { startSnapshotRead } from '@/features/market/snapshot'
import { activateLanguage, getLanguage, readStoredLanguage } from '@/shared/i18n'
import { mirrorStoredLanguage } from '@/shared/i18n/stored-language'
import { firstScreenAtom, readFirstScreen } from '@/shared/lib/first-screen'
import { readStoredToken } from '@/shared/lib/session'
import { mirrorTimeZone } from '@/shared/lib/time-zone'

async function boot(): Promise<void> {
  // IndexedDB answers while the language loads: the market lists paint from the snapshot on their first render.
  startSnapshotRead()
  const screenLoaded = preloadScreen(window.location.pathname)
  mirrorStoredLanguage()
  mirrorTimeZone()
  await activateLanguage(readStoredLanguage(), { persist: false }).catch(() =>
    activateLanguage('en', { persist: false }),
  )
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // The server rendered this page's first screen in this language, as a visitor sees it: the app starts from its
  // data and takes over its HTML (hydration). Otherwise (the precached shell, another language, a signed-in user,
  // whose screens differ) it renders over what is there.
  const page = readFirstScreen()
  if (page && page.lang === getLanguage() && readStoredToken() === null) {
    store.set(firstScreenAtom, page)
    // Hydrated once the screen's code is here: a screen still loading leaves its part of the page waiting to be
    // hydrated, and any update meanwhile (the rest of the catalog, a live answer) made React render it afresh,
    // replacing the server's nodes.
    await screenLoaded
    hydrateRoot(root, <App store={store} />)
  } else {
    createRoot(root).render(<App store={store} />)
  }
  // Workbox is not needed for the first screen: it loads once the app has rendered.
  if (import.meta.env.PROD)
    void import('@/features/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker(store))
}

void boot()
