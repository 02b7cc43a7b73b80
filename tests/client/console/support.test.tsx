import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperatorThread, SupportQueueItem } from '@/features/console/types'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { counts, storeSession } from './fixtures'

const AT = '2026-11-20T10:00:00.000Z'
const item: SupportQueueItem = {
  id: 9,
  user_id: 42,
  username: 'ada@example.com',
  status: 0,
  subject: 'Deposit missing',
  created_at: AT,
  updated_at: AT,
  awaiting_answer: true,
}
let answers: string[] = []
let requests: RecordedRequest[] = []
/** Replaces the answer call's reply (a refusal, or one held back) when set. */
let reply: (() => Response | Promise<Response>) | null = null

const thread = (): OperatorThread => ({
  thread: { id: 9, user_id: 42, status: 0, subject: 'Deposit missing', unread: 0, created_at: AT, updated_at: AT },
  messages: [
    { id: 1, author: 'user', body: 'Where is my deposit?', pic: '', created_at: AT },
    ...answers.map((body, index) => ({ id: index + 2, author: 'operator' as const, body, pic: '', created_at: AT })),
  ],
})

beforeEach(() => {
  storeSession('support')
  answers = []
  reply = null
  const api = mockApi({
    'GET /admin/queues': () => ok({ ...counts, support: 1 }),
    'GET /admin/support': () => ok([item]),
    'GET /admin/support/9': () => ok(thread()),
    'POST /admin/support/9/answer': (request) => {
      if (reply) return reply()
      answers.push((request.body as { body: string }).body)
      return ok(thread())
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

const posts = () => requests.filter((r) => r.method === 'POST')

async function openConversation() {
  await renderApp({ path: '/console/support' })
  fireEvent.click(await screen.findByRole('button', { name: /#9 Deposit missing/ }))
  const conversation = await screen.findByRole('article', { name: 'Deposit missing' })
  fireEvent.change(within(conversation).getByLabelText('Answer'), { target: { value: ' Credited now ' } })
  return conversation
}

describe('/console/support', () => {
  it('answers once when Send is pressed again while the answer is on its way, then shows it', async () => {
    let release: (response: Response) => void = () => undefined
    reply = () => new Promise<Response>((resolve) => (release = resolve))
    const conversation = await openConversation()
    const send = within(conversation).getByRole('button', { name: 'Send answer' })
    act(() => {
      send.click()
      send.click()
    })
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(send.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(within(conversation).getByRole('button', { name: 'Close conversation' }))
    answers.push('Credited now')
    release(ok(thread()))
    expect(await within(conversation).findByText('Credited now')).toBeTruthy()
    expect(posts().map((r) => [r.path, r.body])).toEqual([['/admin/support/9/answer', { body: 'Credited now' }]])
    const field = within(conversation).getByLabelText('Answer') as HTMLTextAreaElement
    await waitFor(() => expect(field.value).toBe(''))
  })

  it('shows a refused answer once and keeps the draft', async () => {
    reply = () => fail('This conversation is closed', 'validation')
    const conversation = await openConversation()
    fireEvent.click(within(conversation).getByRole('button', { name: 'Send answer' }))
    expect((await within(conversation).findByRole('alert')).textContent).toBe('This conversation is closed')
    expect(screen.getAllByText('This conversation is closed')).toHaveLength(1)
    expect((within(conversation).getByLabelText('Answer') as HTMLTextAreaElement).value).toBe(' Credited now ')
  })
})
