import { msg } from '@lingui/core/macro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage, getLanguage, i18n, readStoredLanguage } from '@/shared/i18n'
import { formatNumber } from '@/shared/lib/format'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({ 'GET /main/banners': () => ok([]) })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

describe('i18n', () => {
  it('activates a language: Lingui locale, <html lang>, storage and UserLang', async () => {
    await activateLanguage('th')
    expect(i18n.locale).toBe('th')
    expect(getLanguage()).toBe('th')
    expect(document.documentElement.lang).toBe('th')
    expect(readStoredLanguage()).toBe('th')
    await activateLanguage('jp')
    expect(i18n.locale).toBe('ja')
    expect(getLanguage()).toBe('jp')
    await renderApp({ path: '/', language: 'tw' })
    expect(document.documentElement.lang).toBe('zh-Hant')
    await waitFor(() => expect(requests[0]?.headers.get('UserLang')).toBe('tw'))
  })

  it('formats numbers in the active language', async () => {
    await activateLanguage('de', { persist: false })
    expect(formatNumber('1234.5', { decimals: 2 })).toBe('1.234,50')
    await activateLanguage('en', { persist: false })
    expect(formatNumber('1234.5', { decimals: 2 })).toBe('1,234.50')
  })

  it('lists the nine languages by their own names and switches at runtime', async () => {
    const view = await renderApp({ path: '/language' })
    const list = await screen.findByRole('list', { name: 'Language' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual([
      'English',
      '繁體中文',
      'ไทย',
      '日本語',
      '한국어',
      'Español',
      'Français',
      'Deutsch',
      'Tiếng Việt',
    ])
    expect(within(list).getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true')
    fireEvent.click(within(list).getByRole('button', { name: 'ไทย' }))
    await waitFor(() => expect(view.currentPath()).toBe('/'))
    expect(i18n.locale).toBe('th')
    expect(document.documentElement.lang).toBe('th')
    expect(localStorage.getItem('tern.lang')).toBe('th')
  })

  it('renders the tab bar in Thai after switching', async () => {
    await activateLanguage('th', { persist: false })
    const thaiHome = i18n._(msg`Home`)
    expect(thaiHome).toBe('หน้าแรก')
    await renderApp({ path: '/', language: 'th' })
    const tabBar = screen.getByRole('navigation', { name: i18n._(msg`Main`) })
    const homeTab = within(tabBar).getAllByRole('link')[0]
    expect(homeTab?.textContent).toBe(thaiHome)
    expect(homeTab?.textContent).toMatch(/[\u0E00-\u0E7F]/)
  })
})
