import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyStoredDisplay } from '@/shared/display'
import { defaultDisplay, readDisplay, upColorFor } from '@/shared/display/display'
import { changeDisplayAtom } from '@/shared/display/display-atom'
import { activateLanguage } from '@/shared/i18n'
import { ChangePill, Percent, Price } from '@/shared/ui/Price'
import { mockApi, ok } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const root = document.documentElement

beforeEach(() => {
  localStorage.clear()
  delete root.dataset.up
  delete root.dataset.shapes
  vi.stubGlobal('fetch', mockApi({ 'GET /main/banners': () => ok([]) }).fetch)
})
afterEach(() => localStorage.clear())

describe('display preferences', () => {
  it('reads the stored version 1 and falls back to the defaults on anything else', () => {
    expect(readDisplay()).toEqual(defaultDisplay)
    localStorage.setItem('tern.display', '{"version":1,"upColor":"red","shapes":true}')
    expect(readDisplay()).toEqual({ version: 1, upColor: 'red', shapes: true })
    localStorage.setItem('tern.display', '{"version":1,"upColor":"blue","shapes":"yes"}')
    expect(readDisplay()).toEqual({ version: 1, upColor: null, shapes: false })
    localStorage.setItem('tern.display', '{"version":2,"upColor":"red"}')
    expect(readDisplay()).toEqual(defaultDisplay)
    localStorage.setItem('tern.display', 'not json')
    expect(readDisplay()).toEqual(defaultDisplay)
  })

  it.each([
    ['cn', 'red'],
    ['tw', 'red'],
    ['jp', 'red'],
    ['ko', 'red'],
    ['en', 'green'],
    ['th', 'green'],
    ['de', 'green'],
  ] as const)('up is %s: %s until the user chooses', (language, colour) => {
    expect(upColorFor(defaultDisplay, language)).toBe(colour)
    expect(upColorFor({ ...defaultDisplay, upColor: 'green' }, language)).toBe('green')
    expect(upColorFor({ ...defaultDisplay, upColor: 'red' }, language)).toBe('red')
  })

  it('is put on <html> by the entry from the stored language and choice', () => {
    localStorage.setItem('tern.lang', 'jp')
    applyStoredDisplay()
    expect(root.dataset.up).toBe('red')
    expect(root.dataset.shapes).toBeUndefined()
    localStorage.setItem('tern.display', '{"version":1,"upColor":"green","shapes":true}')
    applyStoredDisplay()
    expect(root.dataset.up).toBe('green')
    expect(root.dataset.shapes).toBe('')
  })

  it('follows the language until the user chooses, then keeps the choice', async () => {
    await activateLanguage('ko', { persist: false })
    expect(root.dataset.up).toBe('red')
    await activateLanguage('en', { persist: false })
    expect(root.dataset.up).toBe('green')
    const view = await renderApp({ path: '/' })
    act(() => view.store.set(changeDisplayAtom, { upColor: 'green' }))
    await activateLanguage('jp', { persist: false })
    expect(root.dataset.up).toBe('green')
  })
})

describe('/language: language and display', () => {
  it('switches red up and shapes at once, and stores them beside the language', async () => {
    await renderApp({ path: '/language' })
    const green = await screen.findByRole('radio', { name: /Green up, red down/ })
    expect((green as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: /Red up, green down/ }))
    // <html> may change a moment before the radios re-render: wait for both.
    await waitFor(() => {
      expect(root.dataset.up).toBe('red')
      expect((screen.getByRole('radio', { name: /Red up, green down/ }) as HTMLInputElement).checked).toBe(true)
    })
    const shapes = screen.getByRole('switch', { name: /Shapes beside colours/ })
    expect(root.dataset.shapes).toBeUndefined()
    fireEvent.click(shapes)
    await waitFor(() => expect(root.dataset.shapes).toBe(''))
    expect(shapes.getAttribute('aria-checked')).toBe('true')
    expect(JSON.parse(localStorage.getItem('tern.display') ?? 'null')).toEqual({
      version: 1,
      upColor: 'red',
      shapes: true,
    })
    fireEvent.click(shapes)
    await waitFor(() => expect(root.dataset.shapes).toBeUndefined())
  })

  it('shows red up checked for Japanese before any choice', async () => {
    await renderApp({ path: '/language', language: 'jp' })
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true]),
    )
  })
})

describe('shapes beside colours', () => {
  it('marks changes, pills and opted-in prices with their trend, and flat ones not at all', async () => {
    await renderApp({
      ui: (
        <div>
          <Percent value="1.5" direction={0} />
          <Percent value="-1.5" direction={1} />
          <Percent value="0" direction={2} />
          <ChangePill value="-2" direction={1} />
          <Price value="1" precision={2} direction={0} />
          <Price value="2" precision={2} direction={1} shape />
        </div>
      ),
    })
    const trends = [...document.querySelectorAll('span')].map((span) => span.dataset.trend ?? '-')
    expect(trends).toEqual(['up', 'down', '-', 'down', '-', '-', 'down'])
  })
})
