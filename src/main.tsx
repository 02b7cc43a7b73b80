import '@/shared/styles/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { AppShell } from '@/app/AppShell'
import { Providers } from '@/app/Providers'
import { preloadScreen } from '@/app/routes'
import { store } from '@/app/store'
import { startSnapshotRead } from '@/features/market/snapshot'
import { activateLanguage, readStoredLanguage } from '@/shared/i18n'

async function boot(): Promise<void> {
  // IndexedDB answers while the language loads: the market lists paint from the snapshot on their first render.
  startSnapshotRead()
  preloadScreen(window.location.pathname)
  const language = readStoredLanguage()
  await activateLanguage(language, { persist: false }).catch(() => activateLanguage('en', { persist: false }))
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <Router>
          <AppShell />
        </Router>
      </Providers>
    </StrictMode>,
  )
  // Workbox is not needed for the first screen: it loads once the app has rendered.
  if (import.meta.env.PROD)
    void import('@/features/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker(store))
}

void boot()
