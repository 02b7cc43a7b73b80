// Only rows whose product changed re-render: the poll atom shares unchanged product objects, and the rows
// are memoized. Renders are counted with a test-only Profiler (commits) and a spy on each row's change pill.

import type { Product } from '@contract/market'
import { act, render } from '@testing-library/react'
import { createStore, useAtomValue } from 'jotai'
import { Profiler } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Providers } from '@/app/Providers'
import { ProductList } from '@/features/market'
import { marketProductsAtom, productsAtom } from '@/features/market/atoms'
import { activateLanguage } from '@/shared/i18n'
import { mockApi, ok } from '../../support/client/api-mock'
import { btc, doge, eth, resetMarketState } from './fixtures'

const pillRenders = vi.hoisted(() => ({ values: [] as string[] }))

vi.mock('@/shared/ui/Price', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/ui/Price')>()
  return {
    ...original,
    ChangePill: (props: Parameters<typeof original.ChangePill>[0]) => {
      pillRenders.values.push(props.value)
      return original.ChangePill(props)
    },
  }
})

let reply: Product[] = []

const hrefFor = (id: number) => `/contract/${id}`

function LiveList() {
  const view = useAtomValue(marketProductsAtom)
  return <ProductList products={view.data} hrefFor={hrefFor} label="list" />
}

beforeEach(async () => {
  await resetMarketState()
  await activateLanguage('en', { persist: false })
  pillRenders.values = []
  const api = mockApi({ 'GET /main/products': () => ok(reply) })
  vi.stubGlobal('fetch', api.fetch)
})

describe('market rows', () => {
  it('re-renders only the row whose product changed', async () => {
    const commits: string[] = []
    reply = [btc, eth, doge]
    const store = createStore()
    const refresh = async () => {
      const before = store.get(productsAtom).data
      await act(async () => store.set(productsAtom, 'refresh'))
      await vi.waitFor(() => expect(store.get(productsAtom).data).not.toBe(before))
    }
    await act(async () => {
      render(
        <Providers store={store}>
          <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
            <LiveList />
          </Profiler>
        </Providers>,
      )
    })
    await vi.waitFor(() => expect(pillRenders.values).toHaveLength(3))
    const commitsBefore = commits.length

    reply = [{ ...btc }, { ...eth, price: '3125.00', change: '-0.70' }, { ...doge }]
    await refresh()
    // The list committed (a poll of its own may add a commit on a busy machine); only the changed row rendered.
    expect(commits.length).toBeGreaterThan(commitsBefore)
    expect(pillRenders.values.slice(3)).toEqual(['-0.70'])

    // Nothing changed: the array itself is kept, nothing renders.
    reply = [{ ...btc }, { ...eth, price: '3125.00', change: '-0.70' }, { ...doge }]
    await refresh()
    expect(pillRenders.values).toHaveLength(4)
  })
})
