// @vitest-environment jsdom
// DOMPurify does not run correctly on happy-dom (its Node.prototype getters do not serve elements; the DOMPurify
// maintainers do not support it), so the sanitizing is checked on jsdom, the DOM its own test suite uses.

import type { ContentItem, ContentSummary } from '@contract/api'
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '@/shared/i18n'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const helpList: ContentSummary[] = [
  { id: 11, title: 'Getting started', type: 4 },
  { id: 12, title: 'How timed orders work', type: 4 },
]
const aboutList: ContentSummary[] = [{ id: 31, title: 'About Tern', type: 6 }]

function item(overrides: Partial<ContentItem>): ContentItem {
  return {
    id: 11,
    title: 'Getting started',
    type: 4,
    content: '<p>Create an account.</p>',
    lang: 'en',
    updated_at: '2025-01-04T00:00:00.000Z',
    ...overrides,
  }
}

const items: Record<number, ContentItem> = {
  11: item({
    content:
      '<h2>First steps</h2><p>Create an account.</p><script>window.pwned = true</script>' +
      '<img src="x" onerror="window.pwned = true" alt="pic">',
  }),
  31: item({ id: 31, title: 'About Tern', type: 6, content: '<p>Tern is a demo.</p>' }),
}
const newestOfType: Record<number, ContentItem> = {
  2: item({ id: 21, title: 'User Agreement', type: 2, content: '<p>Terms of use.</p>' }),
  5: item({ id: 51, title: 'Risk notice', type: 5, content: '<p>Trading is risky.</p>' }),
}

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'POST /main/contents': ({ body }) => {
      const { type } = body as { type: number }
      return ok(type === 4 ? helpList : type === 6 ? aboutList : [])
    },
    'POST /main/content': ({ body }) => {
      const request = body as { id?: number; type?: number }
      const found = request.id !== undefined ? items[request.id] : newestOfType[request.type ?? 0]
      return found ? ok(found) : fail('Not found', 'not_found')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const contentRequests = () => requests.filter((request) => request.path.startsWith('/main/content'))

describe('content screens', () => {
  it('/help lists the type-4 articles, each linking to /content/{id}', async () => {
    await renderApp({ path: '/help' })
    const link = await screen.findByRole('link', { name: 'Getting started' })
    expect(link.getAttribute('href')).toBe('/content/11')
    expect(screen.getByRole('link', { name: 'How timed orders work' }).getAttribute('href')).toBe('/content/12')
    expect(contentRequests().map((request) => request.body)).toEqual([{ type: 4 }])
  })

  it('/content/{id} shows the title and the body with scripts and event handlers stripped', async () => {
    const view = await renderApp({ path: '/content/11' })
    await screen.findByRole('heading', { name: 'Getting started' })
    expect(screen.getByText('Create an account.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'First steps' })).toBeTruthy()
    expect(screen.getByText('January 4, 2025', { exact: false })).toBeTruthy()
    const html = view.container.innerHTML
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onerror')
    expect(view.container.querySelector('img[alt="pic"]')).not.toBeNull()
    expect(contentRequests().map((request) => request.body)).toEqual([{ id: 11 }])
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(view.currentPath()).toBe('/')
  })

  it('/content_type/2 requests the user agreement by type', async () => {
    await renderApp({ path: '/content_type/2' })
    await screen.findByText('Terms of use.')
    expect(contentRequests().map((request) => request.body)).toEqual([{ type: 2 }])
  })

  it('/safe shows the type-5 content directly', async () => {
    await renderApp({ path: '/safe' })
    await screen.findByText('Trading is risky.')
    expect(contentRequests().map((request) => request.body)).toEqual([{ type: 5 }])
  })

  it('an about item (type 6) goes back to /about', async () => {
    const view = await renderApp({ path: '/about' })
    fireEvent.click(await screen.findByRole('link', { name: 'About Tern' }))
    await screen.findByText('Tern is a demo.')
    expect(view.currentPath()).toBe('/content/31')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(view.currentPath()).toBe('/about')
    await screen.findByRole('link', { name: 'About Tern' })
  })

  it('offers a retry when the article cannot load', async () => {
    await renderApp({ path: '/content/99' })
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await screen.findByRole('button', { name: 'Try again' })
    expect(contentRequests()).toHaveLength(2)
  })

  it('loads the content again when the language changes', async () => {
    await renderApp({ path: '/help' })
    await screen.findByRole('link', { name: 'Getting started' })
    await act(async () => activateLanguage('th', { persist: false }))
    await vi.waitFor(() => expect(contentRequests()).toHaveLength(2))
    expect(requests.at(-1)?.headers.get('UserLang')).toBe('th')
  })

  it('keeps the previous language text on screen while the new language loads', async () => {
    const api = mockApi({ 'POST /main/content': () => ok(items[31]) })
    let release: ((response: Response) => void) | null = null
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      if (request.headers.get('UserLang') !== 'th') return api.fetch(request)
      return new Promise<Response>((resolve) => {
        release = resolve
      })
    })
    await renderApp({ path: '/content/31' })
    await screen.findByText('Tern is a demo.')
    await act(async () => activateLanguage('th', { persist: false }))
    await vi.waitFor(() => expect(release).not.toBeNull())
    expect(screen.getByText('Tern is a demo.')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    await act(async () => release?.(ok(item({ id: 31, title: 'เกี่ยวกับ Tern', type: 6, content: '<p>สาธิต</p>' }))))
    expect(await screen.findByText('สาธิต')).toBeTruthy()
    expect(screen.queryByText('Tern is a demo.')).toBeNull()
  })
})
