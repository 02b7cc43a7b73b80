// Renders the app shell (or any element) with a fresh jotai store, Lingui and an in-memory location.
import { act, render } from '@testing-library/react'
import { createStore } from 'jotai'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppShell } from '@/app/AppShell'
import { Providers } from '@/app/Providers'
import { activateLanguage, type LanguageCode } from '@/shared/i18n'
import { tokenAtom } from '@/shared/lib/session'

export interface RenderOptions {
  path?: string
  token?: string | null
  language?: LanguageCode
  ui?: ReactElement
}

export async function renderApp({ path = '/', token = null, language = 'en', ui }: RenderOptions = {}) {
  await activateLanguage(language, { persist: false })
  const store = createStore()
  store.set(tokenAtom, token)
  const location = memoryLocation({ path, record: true })
  const view = await act(async () =>
    render(
      <Providers store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui ?? <AppShell />}
        </Router>
      </Providers>,
    ),
  )
  /** The current path of the memory location. */
  const currentPath = () => location.history.at(-1)
  return { ...view, store, location, currentPath }
}
