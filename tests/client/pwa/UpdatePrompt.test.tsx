import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_RECHECK_MS, reloadWouldInterrupt, UPDATE_HOLD_MS } from '@/features/pwa/apply-update'
import type { UpdatableWorker } from '@/features/pwa/atoms'
import { reloadDeferredAtom, updateAvailableAtom, workboxAtom } from '@/features/pwa/atoms'
import { UpdatePrompt } from '@/features/pwa/UpdatePrompt'
import { watchPageWake } from '@/shared/lib/page-wake'

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
  // Files share Lingui's instance (isolate: false): another file may have left its language active.
  beforeEach(() => {
    if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} })
    else if (i18n.locale !== 'en') i18n.activate('en')
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

  it.each([
    ['a dialog is open', '<div role="dialog" aria-label="Buy up"></div>'],
    ['an order form holds an entry', '<form data-order-form=""><input value="25"></form>'],
  ])('waits with the reload while %s, and reloads once it is closed', (_case, markup) => {
    vi.useFakeTimers()
    const open = document.createElement('div')
    open.innerHTML = markup
    document.body.append(open)
    const store = createStore()
    const wb = fakeWorker()
    store.set(workboxAtom, wb)
    store.set(updateAvailableAtom, true)
    renderPrompt(store)
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
      act(() => wb.listeners.get('controlling')?.())
      expect(reload).not.toHaveBeenCalled()
      expect(store.get(reloadDeferredAtom)).toBe(true)
      expect(screen.getByText('The new version starts once you close the open form or dialog')).toBeTruthy()
      act(() => vi.advanceTimersByTime(RELOAD_RECHECK_MS * 5))
      expect(reload).not.toHaveBeenCalled()

      open.remove()
      act(() => vi.advanceTimersByTime(RELOAD_RECHECK_MS))
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      // Left in the body, the dialog or form would be another file's (isolate: false).
      open.remove()
      reload.mockRestore()
    }
  })

  it('holds the polls from Reload until the new worker controls the page, or for UPDATE_HOLD_MS at most', () => {
    vi.useFakeTimers()
    const changes = vi.fn()
    const wake = watchPageWake(changes)
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    try {
      for (const takesOver of [true, false]) {
        const store = createStore()
        const wb = fakeWorker()
        store.set(workboxAtom, wb)
        store.set(updateAvailableAtom, true)
        renderPrompt(store)
        expect(wake.canRun()).toBe(true)
        fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
        // The pollers hear of it and start nothing new: the old worker can go idle and hand over.
        expect(wake.canRun()).toBe(false)
        expect(changes).toHaveBeenCalled()
        if (takesOver) act(() => wb.listeners.get('controlling')?.())
        else {
          act(() => vi.advanceTimersByTime(UPDATE_HOLD_MS - 1))
          expect(wake.canRun()).toBe(false)
          act(() => vi.advanceTimersByTime(1))
        }
        expect(wake.canRun()).toBe(true)
        cleanup()
      }
    } finally {
      wake.stop()
      reload.mockRestore()
      vi.useRealTimers()
    }
  })

  it('does not count an emptied order form as an entry', () => {
    const form = document.createElement('form')
    form.dataset.orderForm = ''
    form.innerHTML = '<input value=""><input type="radio" value="1">'
    document.body.append(form)
    try {
      expect(reloadWouldInterrupt()).toBe(false)
      form.querySelector('input')?.setAttribute('value', '0.5')
      expect(reloadWouldInterrupt()).toBe(true)
    } finally {
      form.remove()
    }
  })
})
