import { StrictMode } from 'react'
import { Router } from 'wouter'
import { AppShell } from './AppShell'
import { Providers } from './Providers'

type Store = Parameters<typeof Providers>[0]['store']

/** The whole app: the browser renders it (or hydrates the server's HTML of it); the server renders it at `ssrPath`. */
export function App({ store, ssrPath }: { store: Store; ssrPath?: string }) {
  return (
    <StrictMode>
      <Providers store={store}>
        <Router ssrPath={ssrPath}>
          <AppShell />
        </Router>
      </Providers>
    </StrictMode>
  )
}
