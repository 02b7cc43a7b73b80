import type { DepositReview } from '@contract/console-data'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { counts, deposit, image, storeSession } from './fixtures'

let requests: RecordedRequest[] = []
let pending: DepositReview[] = []
/** Replaces the approval's answer (a refusal, or one held back) when set. */
let approval: (() => Response | Promise<Response>) | null = null

beforeEach(() => {
  pending = [deposit]
  approval = null
  storeSession('reviewer')
  const api = mockApi({
    'GET /admin/queues': () => ok({ ...counts, deposits: pending.length }),
    'GET /admin/deposits': () => ok(pending),
    'GET /uploads/proof-5.jpg': image,
    'POST /admin/deposits/5/approve': () => {
      if (approval) return approval()
      pending = []
      return ok({ id: 5, status: 1 }, 'Approved')
    },
    'POST /admin/deposits/5/reject': () => {
      pending = []
      return ok({ id: 5, status: 2, reason: 'Blurry proof' }, 'Rejected')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

describe('/console/queues', () => {
  it('shows each queue with its pending count and the deposit with its proof image', async () => {
    await renderApp({ path: '/console/queues' })
    const tabs = await screen.findByRole('tablist', { name: 'Queues' })
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Deposits1', 'Withdrawals0', 'Bank cards and addresses0', 'Verifications2']),
    )
    const item = await screen.findByRole('article', { name: 'Item 5' })
    expect(within(item).getByRole('link', { name: '#42 ada@example.com' }).getAttribute('href')).toBe(
      '/console/users/42',
    )
    expect(within(item).getByText('250.00 USDT')).toBeTruthy()
    const proof = await within(item).findByRole('img', { name: 'Proof of payment of deposit #5' })
    expect(proof.getAttribute('src')).toMatch(/^blob:/)
    expect(requests.find((r) => r.path === '/uploads/proof-5.jpg')?.headers.get('Authorization')).toBe(
      'Bearer op-token',
    )
  })

  it('asks for a reason before a rejection, then rejects with it and empties the queue', async () => {
    await renderApp({ path: '/console/queues' })
    const item = await screen.findByRole('article', { name: 'Item 5' })
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
    const reason = within(item).getByLabelText('Reason (shown to the user)')
    expect(await within(item).findByText('Give the reason for the rejection: the user will read it')).toBeTruthy()
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
    fireEvent.change(reason, { target: { value: '  Blurry proof ' } })
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Nothing is waiting here.')).toBeTruthy()
    const posts = requests.filter((r) => r.method === 'POST')
    expect(posts.map((r) => [r.path, r.body])).toEqual([['/admin/deposits/5/reject', { reason: 'Blurry proof' }]])
    const tabs = screen.getByRole('tablist', { name: 'Queues' })
    await waitFor(() => expect(within(tabs).getAllByRole('tab')[0]?.textContent).toBe('Deposits0'))
  })

  it('approves once when Approve is pressed again while the decision is on its way', async () => {
    let release: (response: Response) => void = () => undefined
    approval = () => new Promise<Response>((resolve) => (release = resolve))
    await renderApp({ path: '/console/queues' })
    const item = await screen.findByRole('article', { name: 'Item 5' })
    const approve = within(item).getByRole('button', { name: 'Approve' })
    act(() => {
      approve.click()
      approve.click()
    })
    const approvals = () => requests.filter((r) => r.path === '/admin/deposits/5/approve')
    await waitFor(() => expect(approvals()).toHaveLength(1))
    expect(approve.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
    pending = []
    release(ok({ id: 5, status: 1 }, 'Approved'))
    expect(await screen.findByText('Nothing is waiting here.')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/admin/deposits/5/approve'])
  })

  it('shows a refused decision once, on the item, and keeps it in the queue', async () => {
    approval = () => fail('This deposit was already decided', 'already_decided')
    await renderApp({ path: '/console/queues' })
    const item = await screen.findByRole('article', { name: 'Item 5' })
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }))
    expect((await within(item).findByRole('alert')).textContent).toBe('This deposit was already decided')
    expect(screen.getAllByText('This deposit was already decided')).toHaveLength(1)
    expect(within(item).getByRole('button', { name: 'Approve' }).getAttribute('aria-busy')).toBeNull()
    expect(screen.getByRole('article', { name: 'Item 5' })).toBeTruthy()
  })

  it('says once that a proof image could not be loaded, and still shows the deposit', async () => {
    const api = mockApi({
      'GET /admin/queues': () => ok(counts),
      'GET /admin/deposits': () => ok(pending),
      'GET /uploads/proof-5.jpg': () => new Response('gone', { status: 404 }),
    })
    vi.stubGlobal('fetch', api.fetch)
    await renderApp({ path: '/console/queues' })
    const item = await screen.findByRole('article', { name: 'Item 5' })
    expect(await within(item).findByText('The image could not be loaded')).toBeTruthy()
    expect(screen.getAllByText('The image could not be loaded')).toHaveLength(1)
    expect(within(item).queryByRole('img')).toBeNull()
    expect(within(item).getByText('250.00 USDT')).toBeTruthy()
    expect(api.requests.find((r) => r.path === '/uploads/proof-5.jpg')?.headers.get('Authorization')).toBe(
      'Bearer op-token',
    )
  })

  it('returns to the login when the server ends the session', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /admin/queues': () =>
          new Response(JSON.stringify({ status: 0, msg: 'Please sign in', code: 'unauthorized', data: null }), {
            status: 401,
          }),
        'GET /admin/deposits': () => ok([]),
      }).fetch,
    )
    const app = await renderApp({ path: '/console/queues' })
    await waitFor(() => expect(app.currentPath()).toBe('/console/login'))
    expect(sessionStorage.getItem('tern.console')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
  })
})
