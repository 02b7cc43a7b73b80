import { I18nProvider } from '@lingui/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { i18n } from '@/shared/i18n'

type Store = Parameters<typeof Provider>[0]['store']

/** The jotai store and Lingui; render only after the first activateLanguage() has resolved. */
export function Providers({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  )
}
