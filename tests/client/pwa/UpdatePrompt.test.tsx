import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UpdatableWorker } from '@/features/pwa/atoms'
import { updateAvailableAtom, workboxAtom } from '@/features/pwa/atoms'
import { UpdatePrompt } from '@/features/pwa/UpdatePrompt'

type FakeWorker = UpdatableWorker & { listeners: Map<string, () => void> }

function fakeWorker(): FakeWorker {
  const listeners = new Map<string, () => void>()
  return {
    listeners,
    messageSkipWaiting: vi.fn(),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, listener)
    }) as unknown as UpdatableWorker['addEventListener'],
  }
}

function renderPrompt(store: ReturnType<typeof createStore>) {
  return render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <UpdatePrompt />
      </Provider>
    </I18nProvider>,
  )
}

describe('UpdatePrompt', () => {
  beforeAll(() => {
    if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} })
  })
  afterEach(() => cleanup())

  it('renders nothing while no update is waiting', () => {
    const { container } = renderPrompt(createStore())
    expect(container.textContent).toBe('')
  })

  it('asks the waiting worker to take over and reloads once it controls the page', () => {
    const store = createStore()
    const wb = fakeWorker()
    store.set(workboxAtom, wb)
    store.set(updateAvailableAtom, true)
    renderPrompt(store)

    expect(screen.getByText('A new version is available')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))

    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(wb.listeners.has('controlling')).toBe(true)
    expect(store.get(updateAvailableAtom)).toBe(false)
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()

    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    act(() => wb.listeners.get('controlling')?.())
    expect(reload).toHaveBeenCalledTimes(1)
    reload.mockRestore()
  })
})
