import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

let requests: RecordedRequest[] = []
let answer: () => Response | Promise<Response>

beforeEach(() => {
  storeSession('admin')
  answer = () => ok({ id: 7 }, 'Sent')
  const api = mockApi({ 'POST /admin/announcements': () => answer() })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

const broadcasts = () => requests.filter((r) => r.path === '/admin/announcements')

async function writeEnglish(title: string, content: string) {
  await renderApp({ path: '/console/announcements' })
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: title } })
  fireEvent.change(screen.getByLabelText('Text (HTML allowed; scripts and unsafe markup are removed)'), {
    target: { value: content },
  })
  return screen.getByRole('button', { name: 'Broadcast to all users' })
}

describe('/console/announcements', () => {
  it('broadcasts the filled-in languages with the operator’s token, then clears the draft', async () => {
    const send = await writeEnglish('Maintenance', '<p>Sunday 02:00</p>')
    fireEvent.click(send)
    expect((await screen.findByRole('status')).textContent).toBe("Sent to every user's inbox")
    expect(broadcasts().map((r) => r.body)).toEqual([
      { texts: { en: { title: 'Maintenance', content: '<p>Sunday 02:00</p>' } } },
    ])
    expect(broadcasts()[0]?.headers.get('Authorization')).toBe('Bearer op-token')
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('')
  })

  it('asks for the English text before calling the server', async () => {
    const send = await writeEnglish('Maintenance', '')
    fireEvent.click(send)
    expect((await screen.findByRole('alert')).textContent).toBe('Write at least the English title and text')
    expect(broadcasts()).toEqual([])
  })

  it('sends once when Broadcast is pressed again while the first is on its way', async () => {
    let release: (response: Response) => void = () => undefined
    answer = () => new Promise<Response>((resolve) => (release = resolve))
    const send = await writeEnglish('Maintenance', 'Sunday')
    act(() => {
      send.click()
      send.click()
    })
    await waitFor(() => expect(broadcasts()).toHaveLength(1))
    expect(send.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(send)
    release(ok({ id: 7 }, 'Sent'))
    await screen.findByRole('status')
    expect(broadcasts()).toHaveLength(1)
    expect(send.getAttribute('aria-busy')).toBeNull()
  })

  it('shows the server’s refusal once and keeps the draft', async () => {
    answer = () => fail('The title is too long', 'validation')
    const send = await writeEnglish('Maintenance', 'Sunday')
    fireEvent.click(send)
    expect((await screen.findByRole('alert')).textContent).toBe('The title is too long')
    expect(screen.getAllByText('The title is too long')).toHaveLength(1)
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Maintenance')
  })
})
