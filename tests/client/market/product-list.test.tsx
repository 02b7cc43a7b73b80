// Long product lists render the first screenful, then more rows as their end nears the viewport.
import { act, screen } from '@testing-library/react'
import { useState } from 'react'
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

  it('keeps its rows by product, or rewrites them in place when a ranking reorders (rowsByPlace)', async () => {
    const [a, b, c] = [product(1, 1), product(2, 1), product(3, 1)]
    for (const rowsByPlace of [false, true]) {
      let reorder = () => {}
      function Ranking() {
        const [items, setItems] = useState([a, b, c])
        reorder = () => setItems([c, a, b])
        return <ProductList products={items} hrefFor={(id) => `/trade/${id}`} label="Top" rowsByPlace={rowsByPlace} />
      }
      const view = await renderApp({ ui: <Ranking /> })
      const before = screen.getAllByRole('listitem')
      act(() => reorder())
      const after = screen.getAllByRole('listitem')
      const hrefs = after.map((row) => row.querySelector('a')?.getAttribute('href'))
      expect(hrefs).toEqual(['/trade/3', '/trade/1', '/trade/2'])
      // By place: the same three elements where they were (nothing moves on screen); by product: the elements move.
      expect(after.map((row) => before.indexOf(row))).toEqual(rowsByPlace ? [0, 1, 2] : [2, 0, 1])
      view.unmount()
    }
  })
})
