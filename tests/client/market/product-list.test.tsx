// Long product lists render the first screenful, then more rows as their end nears the viewport.
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProductList } from '@/features/market/components/ProductList'
import { FIRST_ROWS } from '@/shared/lib/use-revealed-count'
import { renderApp } from '../../support/client/render'
import { product } from './fixtures'

const products = Array.from({ length: 40 }, (_, i) => product(100 + i, 1))

/** An IntersectionObserver the test drives: `reach()` tells every observer that its target came near. */
function drivenObserver() {
  const callbacks = new Set<IntersectionObserverCallback>()
  class Driven {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      callbacks.add(this.callback)
    }
    disconnect() {
      callbacks.delete(this.callback)
    }
  }
  vi.stubGlobal('IntersectionObserver', Driven)
  return {
    reach: () => {
      const entry = { isIntersecting: true } as IntersectionObserverEntry
      for (const callback of [...callbacks]) callback([entry], {} as IntersectionObserver)
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('ProductList', () => {
  it('renders the first rows, then 24 more each time its end nears the screen, until all are there', async () => {
    const observer = drivenObserver()
    await renderApp({ ui: <ProductList products={products} hrefFor={(id) => `/trade/${id}`} label="Markets" /> })
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS)
    act(() => observer.reach())
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS + 24)
    act(() => observer.reach())
    expect(screen.getAllByRole('listitem')).toHaveLength(40)
    expect(screen.getAllByRole('link').at(-1)?.getAttribute('href')).toBe('/trade/139')
  })

  it('renders every row where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    await renderApp({ ui: <ProductList products={products} hrefFor={(id) => `/trade/${id}`} label="Markets" /> })
    expect(screen.getAllByRole('listitem')).toHaveLength(40)
  })
})
