import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

vi.mock('@/shared/lib/image', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/lib/image')>()
  return {
    ...original,
    // happy-dom draws no canvas: the scaling itself is tested in tests/client/shared.
    scaleImageFile: async (file: File) => {
      if (!original.isAcceptedImage(file)) throw new original.ImageTypeError('Only JPG/PNG supported')
      return `data:image/jpeg;base64,${btoa(file.name)}`
    },
  }
})

let requests: RecordedRequest[] = []
let serviceUrl = ''
let uploads = 0
/** Holds the next upload's answer back when set. */
let heldUpload: Promise<void> | null = null
let threadMessages: typeof messages = []
const thread = { id: 7, status: 0, subject: 'Where is my deposit?', unread: 1, created_at: '2026-03-01T10:00:00Z' }
const openThread = { ...thread, updated_at: '2026-03-01T11:00:00Z' }
const messages = [
  { id: 1, author: 'user', body: 'Where is my deposit?', pic: '', created_at: '2026-03-01T10:00:00Z' },
  { id: 2, author: 'operator', body: 'It is credited now.', pic: '', created_at: '2026-03-01T11:00:00Z' },
]

beforeEach(() => {
  serviceUrl = ''
  uploads = 0
  heldUpload = null
  threadMessages = messages
  const api = mockApi({
    'POST /api/stream_upload': async () => {
      await heldUpload
      return ok({ src: `/uploads/${++uploads}.jpg`, fname: `${uploads}.jpg` })
    },
    'GET /uploads/shot.jpg': () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
    'GET /main/banners': () => ok([]),
    'GET /api/userinfo': () => ok(sampleUser),
    'GET /main/client_service_url': () => ok({ url: serviceUrl, show_header: 1 }),
    'GET /api/support_threads': () => ok([openThread]),
    'GET /api/support_unread': () => ok({ count: 2 }),
    'POST /api/support_thread': () => ok({ ...openThread, id: 8, unread: 0 }, 'Message sent'),
    'POST /api/support_messages': (r) =>
      ok({
        thread: { ...openThread, id: (r.body as { thread_id: number }).thread_id, unread: 0 },
        messages: threadMessages,
      }),
    'POST /api/support_reply': () => ok({ thread: openThread, messages }, 'Message sent'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

describe('/client_service', () => {
  it('shows the banner and links to the online service', async () => {
    await renderApp({ path: '/client_service', token: 'tok' })
    expect(await screen.findByRole('heading', { name: 'We are here to help' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Online service' }).getAttribute('href')).toBe('/client_iframe')
  })

  it('sends visitors to /login', async () => {
    expect((await renderApp({ path: '/client_iframe' })).currentPath()).toBe('/login?next=%2Fclient_iframe')
  })
})

describe('/client_iframe', () => {
  it('frames the configured service page', async () => {
    serviceUrl = 'https://help.example/chat'
    await renderApp({ path: '/client_iframe', token: 'tok' })
    const frame = await screen.findByTitle('Online service')
    expect(frame.getAttribute('src')).toBe('https://help.example/chat')
    expect(requests.some((r) => r.path === '/api/support_threads')).toBe(false)
  })

  it('is the support inbox when no page is configured, with unread answers per conversation', async () => {
    await renderApp({ path: '/client_iframe', token: 'tok' })
    const list = await screen.findByRole('list', { name: 'Conversations' })
    const link = await within(list).findByRole('link')
    expect(link.getAttribute('href')).toBe('/client_iframe/7')
    expect(link.textContent).toContain('Where is my deposit?')
    expect(within(link).getByText('1 unread answer')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New conversation' }).getAttribute('href')).toBe('/client_iframe/new')
  })

  it('starts a conversation and opens it', async () => {
    const view = await renderApp({ path: '/client_iframe/new', token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Please write a message.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: '  My card was charged twice ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(view.currentPath()).toBe('/client_iframe/8'))
    const sent = requests.find((r) => r.path === '/api/support_thread')
    expect(sent?.body).toEqual({ body: 'My card was charged twice', pic: '' })
  })

  it('shows a conversation and sends a reply', async () => {
    await renderApp({ path: '/client_iframe/7', token: 'tok' })
    const list = await screen.findByRole('list', { name: 'Messages' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.dataset.author)).toEqual(['user', 'operator'])
    expect(items[1]?.textContent).toContain('Support team')
    expect(items[1]?.textContent).toContain('It is credited now.')
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Thank you' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/support_reply')?.body).toEqual({
        thread_id: 7,
        body: 'Thank you',
        pic: '',
      }),
    )
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''),
    )
  })
})

describe('images in a conversation', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("shows a message's image, fetched with the user's token (an <img> cannot send it)", async () => {
    threadMessages = [{ ...messages[1], pic: '/uploads/shot.jpg' } as (typeof messages)[number]]
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shot')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    await renderApp({ path: '/client_iframe/7', token: 'tok' })
    const list = await screen.findByRole('list', { name: 'Messages' })
    const image = await within(list).findByRole('img', { name: 'Attachment' })
    expect(image.getAttribute('src')).toBe('blob:shot')
    const fetched = requests.filter((r) => r.path === '/uploads/shot.jpg')
    expect(fetched).toHaveLength(1)
    expect(fetched[0]?.headers.get('UserToken')).toBe('tok')
  })

  it('uploads one image for two quick picks, shows it, and sends it with the reply', async () => {
    let release: () => void = () => undefined
    heldUpload = new Promise<void>((resolve) => (release = resolve))
    await renderApp({ path: '/client_iframe/7', token: 'tok' })
    const picker = await screen.findByLabelText('Attach an image')
    const pick = (name: string) =>
      fireEvent.change(picker, { target: { files: [new File(['x'], name, { type: 'image/png' })] } })
    act(() => {
      pick('receipt.png')
      pick('again.png')
    })
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/stream_upload')).toHaveLength(1))
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    release()
    const preview = await screen.findByRole('img', { name: 'Attachment' })
    expect(preview.getAttribute('src')).toBe(`data:image/jpeg;base64,${btoa('receipt.png')}`)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/support_reply')?.body).toEqual({
        thread_id: 7,
        body: '',
        pic: '/uploads/1.jpg',
      }),
    )
    expect(requests.filter((r) => r.path === '/api/stream_upload')).toHaveLength(1)
  })

  it('says so when the file is not an image, and uploads nothing', async () => {
    await renderApp({ path: '/client_iframe/7', token: 'tok' })
    fireEvent.change(await screen.findByLabelText('Attach an image'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(await screen.findByText('Only JPG/PNG supported')).toBeTruthy()
    expect(requests.some((r) => r.path === '/api/stream_upload')).toBe(false)
  })
})

describe('drawer', () => {
  it('shows unread support answers on Contact support', async () => {
    await renderApp({ path: '/', token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const item = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', {
      name: /Contact support/,
    })
    expect(await within(item).findByText('2 unread answers from support')).toBeTruthy()
  })
})

describe('home Support tool', () => {
  const supportTool = async () =>
    within(await screen.findByRole('navigation', { name: 'Quick tools' })).getByRole('link', { name: 'Support' })

  it('opens the support inbox for a user', async () => {
    const app = await renderApp({ path: '/', token: 'tok' })
    fireEvent.click(await supportTool())
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy()
    expect(app.currentPath()).toBe('/client_iframe')
  })

  it('leads a visitor to /login', async () => {
    const app = await renderApp({ path: '/' })
    fireEvent.click(await supportTool())
    await waitFor(() => expect(app.currentPath()).toBe('/login?next=%2Fclient_iframe'))
  })
})
