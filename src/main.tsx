import '@/shared/styles/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { AppShell } from '@/app/AppShell'
import { Providers } from '@/app/Providers'
import { store } from '@/app/store'
import { registerServiceWorker } from '@/features/pwa'
import { activateLanguage, readStoredLanguage } from '@/shared/i18n'

async function boot(): Promise<void> {
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
  if (import.meta.env.PROD) registerServiceWorker(store)
}

void boot()
