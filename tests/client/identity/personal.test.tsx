import type { UserInfo } from '@contract/api'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
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
let user: UserInfo
let uploads = 0
/** Holds the next upload's answer back when set. */
let heldUpload: Promise<void> | null = null

function setUser(patch: Partial<UserInfo>) {
  user = { ...sampleUser, ...patch }
}

beforeEach(() => {
  setUser({})
  uploads = 0
  heldUpload = null
  const api = mockApi({
    'GET /api/userinfo': () => ok(user),
    'GET /main/banners': () => ok([]),
    'POST /api/basic_verify': (request) => {
      setUser({ ...(request.body as object), basic_verify_status: 1 })
      return ok(user, 'Submitted. The verification team will review it.')
    },
    'POST /api/stream_upload': async () => {
      await heldUpload
      return ok({ src: `/uploads/${++uploads}.jpg`, fname: `${uploads}.jpg` })
    },
    'POST /api/advance_verify': () => {
      setUser({ rzstatus: 1 })
      return ok(user, 'Submitted. The verification team will review it.')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const card = (name: string) => screen.findByRole('region', { name })
const bodies = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body)
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('/personal', () => {
  it('basic verification: the drawer names and focuses the first missing field, then submits', async () => {
    await renderApp({ path: '/personal', token: 'tok' })
    const basic = await card('Basic verification')
    expect(within(basic).getByText('Unverified')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Advanced verification' })).toBeNull()
    fireEvent.click(within(basic).getByRole('button', { name: 'Verify now' }))
    const submit = await screen.findByRole('button', { name: 'Submit' })
    fireEvent.click(submit)
    expect(await screen.findByText('Please enter your country or region')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Country or region'))
    fill('Country or region', 'Thailand')
    fill('Real name', 'Somchai Dee')
    fill('ID number', '1234567890123')
    fireEvent.click(submit)
    expect(await screen.findByText('Please enter your address')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Address'))
    fill('Address', '1 Sukhumvit Rd')
    fireEvent.click(submit)
    expect(await screen.findByText('Submitted. The verification team will review it.')).toBeTruthy()
    expect(bodies('/api/basic_verify')).toEqual([
      { country: 'Thailand', realname: 'Somchai Dee', idcard_num: '1234567890123', address: '1 Sukhumvit Rd' },
    ])
    await waitFor(async () => expect(within(await card('Basic verification')).getByText('Pending review')).toBeTruthy())
    expect(within(await card('Basic verification')).queryByRole('button')).toBeNull()
  })

  it('a failed level shows the note from the verification team and opens again', async () => {
    setUser({ basic_verify_status: 3, basic_verify_reason: 'The ID number is unreadable', realname: 'Somchai' })
    await renderApp({ path: '/personal', token: 'tok' })
    const basic = await card('Basic verification')
    expect(within(basic).getByText('Failed')).toBeTruthy()
    expect(within(basic).getByText('Note from the verification team')).toBeTruthy()
    expect(within(basic).getByText('The ID number is unreadable')).toBeTruthy()
    expect(within(basic).getByText('Somchai')).toBeTruthy()
    expect(within(basic).getByRole('button', { name: 'Submit again' })).toBeTruthy()
  })

  it('advanced verification, once basic is verified: three images, each required, checked by type', async () => {
    setUser({ basic_verify_status: 2 })
    await renderApp({ path: '/personal', token: 'tok' })
    const advanced = await card('Advanced verification')
    fireEvent.click(within(advanced).getByRole('button', { name: 'Verify now' }))
    const submit = await screen.findByRole('button', { name: 'Submit' })
    fireEvent.click(submit)
    expect(await screen.findByText('Please upload the front of your ID')).toBeTruthy()
    expect(screen.getByText('Please upload the back of your ID')).toBeTruthy()
    expect(screen.getByText('Please upload a photo of yourself holding your ID')).toBeTruthy()

    const pick = (label: string, name: string, type: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['x'], name, { type })] } })
    pick('Front of ID', 'front.pdf', 'application/pdf')
    expect(await screen.findByText('Only JPG/PNG supported')).toBeTruthy()
    pick('Front of ID', 'front.png', 'image/png')
    pick('Back of ID', 'back.jpg', 'image/jpeg')
    pick('Photo holding your ID', 'me.gif', 'image/gif')
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3))
    fireEvent.click(submit)
    await waitFor(() => expect(bodies('/api/advance_verify')).toHaveLength(1))
    expect(bodies('/api/advance_verify')[0]).toEqual({
      cardzm: '/uploads/1.jpg',
      cardfm: '/uploads/2.jpg',
      cardtake: '/uploads/3.jpg',
    })
    expect(bodies('/api/stream_upload')).toHaveLength(3)
  })

  it('uploads an ID image once when a second file is chosen while the first is on its way', async () => {
    let release: () => void = () => undefined
    heldUpload = new Promise<void>((resolve) => (release = resolve))
    setUser({ basic_verify_status: 2 })
    await renderApp({ path: '/personal', token: 'tok' })
    fireEvent.click(within(await card('Advanced verification')).getByRole('button', { name: 'Verify now' }))
    await screen.findByRole('button', { name: 'Submit' })
    const pick = (name: string) =>
      fireEvent.change(screen.getByLabelText('Front of ID'), {
        target: { files: [new File(['x'], name, { type: 'image/png' })] },
      })
    act(() => {
      pick('front.png')
      pick('again.png')
    })
    await waitFor(() => expect(bodies('/api/stream_upload')).toHaveLength(1))
    expect(screen.getByText('Uploading…')).toBeTruthy()
    release()
    expect(await screen.findByRole('img', { name: 'Front of ID' })).toBeTruthy()
    expect(bodies('/api/stream_upload')).toEqual([{ image: `data:image/jpeg;base64,${btoa('front.png')}` }])
  })
})
