import type { Downloads } from '@contract/api'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const userAgents = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
}

let requests: RecordedRequest[] = []

function serve(downloads: Downloads, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  const api = mockApi({ 'GET /main/downloads': () => ok(downloads) })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
}

const noPackage: Downloads = { ios_profile: '/main/downloads/tern.mobileconfig', android_package: null }
const withPackage: Downloads = { ...noPackage, android_package: 'https://cdn.example/tern.apk' }

const asked = () => requests.some((request) => request.method === 'GET' && request.path === '/main/downloads')

/** Chromium's install prompt, as the pwa feature catches it at startup. */
function offerInstallPrompt() {
  const prompt = vi.fn(async () => undefined)
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
  window.dispatchEvent(event)
  return prompt
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('/recharge_list downloads', () => {
  it('on iOS offers the web-clip profile first, with the Add to Home Screen steps as the alternative', async () => {
    serve(withPackage, userAgents.ios)
    await renderApp({ path: '/recharge_list', token: 'tok' })
    const link = await screen.findByRole('link', { name: 'Install the iOS profile' })
    expect(link.getAttribute('href')).toBe('/main/downloads/tern.mobileconfig')
    expect(link.hasAttribute('download')).toBe(true)
    expect(link.getAttribute('target')).toBeNull()
    expect(screen.getByText('Choose “Add to Home Screen”.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download the Android app' })).toBeNull()
    expect(asked()).toBe(true)
  })

  it('on Android links the configured package in a new tab', async () => {
    serve(withPackage, userAgents.android)
    await renderApp({ path: '/recharge_list', token: 'tok' })
    const link = await screen.findByRole('link', { name: 'Download the Android app' })
    expect(link.getAttribute('href')).toBe('https://cdn.example/tern.apk')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(screen.queryByRole('link', { name: 'Install the iOS profile' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Install Tern' })).toBeNull()
  })

  it('on Android without a package shows the browser-menu hint', async () => {
    serve(noPackage, userAgents.android)
    await renderApp({ path: '/recharge_list', token: 'tok' })
    await waitFor(() => expect(asked()).toBe(true))
    expect(
      await screen.findByText('Use your browser menu and choose “Install app” or “Add to Home screen”.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download the Android app' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Install the iOS profile' })).toBeNull()
  })

  it('on Android without a package offers the install prompt when the browser has one', async () => {
    serve(noPackage, userAgents.android)
    const prompt = offerInstallPrompt()
    await renderApp({ path: '/recharge_list', token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Install Tern' }))
    expect(await screen.findByText('Tern is installed.')).toBeTruthy()
    expect(prompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('link', { name: 'Download the Android app' })).toBeNull()
  })

  it('on a desktop ignores the Android package and shows the install hint', async () => {
    serve(withPackage, userAgents.desktop)
    await renderApp({ path: '/recharge_list', token: 'tok' })
    await waitFor(() => expect(asked()).toBe(true))
    expect(
      await screen.findByText('Use your browser menu and choose “Install app” or “Add to Home screen”.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download the Android app' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Install the iOS profile' })).toBeNull()
  })
})
