import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import type { Downloads } from '../../contract/api'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf } from '../support/server/request'

const profilePath = '/main/downloads/tern.mobileconfig'
const icon = readFileSync('public/icons/apple-touch-icon-180.png').toString('base64')
const uuidPattern = /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function harness(env: Record<string, string> = {}): Promise<Harness> {
  h = await createHarness(env)
  return h
}

async function profile(app: Harness['app'], headers: Record<string, string> = {}) {
  const res = await app.request(profilePath, { headers })
  return { res, text: await res.text() }
}

/** The text of every <string> value that follows <key>name</key>, unescaped. */
function valuesOf(xml: string, name: string): string[] {
  const pattern = new RegExp(`<key>${name}</key>\\s*<string>([^<]*)</string>`, 'g')
  return [...xml.matchAll(pattern)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  )
}

/** A small well-formedness check: every element opened is closed in order, and no stray markup characters. */
function expectWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*<!DOCTYPE[^>]*>\s*/, '')
  const stack: string[] = []
  for (const m of body.matchAll(/<(\/?)([A-Za-z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m
    if (selfClosing) continue
    if (closing) expect(stack.pop()).toBe(name)
    else stack.push(name ?? '')
  }
  expect(stack).toEqual([])
  // Outside tags, no '<' or '>' and every '&' starts an entity.
  const text = body.replace(/<[^<>]*>/g, '')
  expect(text).not.toMatch(/[<>]/)
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
}

describe('GET /main/downloads/tern.mobileconfig', () => {
  it('is an unsigned plist with one web clip, served as a download', async () => {
    const { app } = await harness({ TERN_PUBLIC_URL: 'https://tern.example/' })
    const { res, text } = await profile(app)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/x-apple-aspen-config')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="tern.mobileconfig"')
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(text).toContain('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN"')
    expect(text).toMatch(/<plist version="1.0">\s*<dict>[\s\S]*<\/dict>\s*<\/plist>\s*$/)
    expectWellFormed(text)
    expect(valuesOf(text, 'PayloadType')).toEqual(['com.apple.webClip.managed', 'Configuration'])
    expect(valuesOf(text, 'Label')).toEqual(['Tern'])
    expect(valuesOf(text, 'URL')).toEqual(['https://tern.example/'])
    expect(valuesOf(text, 'PayloadDisplayName')).toEqual(['Tern', 'Tern'])
    expect(valuesOf(text, 'PayloadOrganization')).toEqual(['Tern', 'Tern'])
    expect(valuesOf(text, 'PayloadIdentifier')).toEqual(['app.tern.tern.example.webclip', 'app.tern.tern.example'])
    expect(valuesOf(text, 'PayloadDescription')).toHaveLength(2)
    expect(text.match(/<key>PayloadVersion<\/key>\s*<integer>1<\/integer>/g)).toHaveLength(2)
    for (const key of ['FullScreen', 'IsRemovable', 'Precomposed']) {
      expect(text).toMatch(new RegExp(`<key>${key}</key>\\s*<true/>`))
    }
    expect(text).toMatch(/<key>IgnoreManifestScope<\/key>\s*<false\/>/)
    const data = text.match(/<key>Icon<\/key>\s*<data>([^<]*)<\/data>/)?.[1]
    expect(data?.replace(/\s/g, '')).toBe(icon)
    expect(Buffer.from(icon, 'base64').subarray(1, 4).toString()).toBe('PNG')
  })

  it('keeps its UUIDs across calls and derives them from the deployment URL', async () => {
    const { app } = await harness({ TERN_PUBLIC_URL: 'https://tern.example' })
    const first = valuesOf((await profile(app)).text, 'PayloadUUID')
    const second = valuesOf((await profile(app)).text, 'PayloadUUID')
    expect(first).toHaveLength(2)
    for (const uuid of first) expect(uuid).toMatch(uuidPattern)
    expect(new Set(first).size).toBe(2)
    expect(second).toEqual(first)
    // TERN_PUBLIC_URL wins over the Host header.
    expect(valuesOf((await profile(app, { Host: 'other.example' })).text, 'PayloadUUID')).toEqual(first)
    await h?.close()
    const other = await harness({ TERN_PUBLIC_URL: 'https://other.example' })
    const elsewhere = valuesOf((await profile(other.app)).text, 'PayloadUUID')
    expect(elsewhere).toHaveLength(2)
    expect(elsewhere.some((uuid) => first.includes(uuid))).toBe(false)
  })

  it('without TERN_PUBLIC_URL names only a loopback Host, never the protocol a proxy header claims', async () => {
    const { app } = await harness({ TERN_TRUST_PROXY: '1' })
    const plain = await profile(app, { Host: 'localhost:8080', 'X-Forwarded-Proto': 'https' })
    expect(plain.res.status).toBe(200)
    expect(valuesOf(plain.text, 'URL')).toEqual(['http://localhost:8080/'])
    expect(valuesOf(plain.text, 'PayloadIdentifier')[0]).toBe('app.tern.localhost-8080.webclip')
    expect(plain.res.headers.get('Vary')).toContain('Host')
    const again = valuesOf((await profile(app, { Host: 'localhost:8080' })).text, 'PayloadUUID')
    expect(again).toEqual(valuesOf(plain.text, 'PayloadUUID'))
    for (const host of ['127.0.0.1:8080', '[::1]:8080', 'tern.localhost']) {
      expect((await profile(app, { Host: host })).res.status, host).toBe(200)
    }
  })

  it('without TERN_PUBLIC_URL refuses any other Host instead of copying it into the profile', async () => {
    const { app } = await harness()
    const hosts = [
      'tern.example',
      'evil.example:8080',
      'localhost.evil.example',
      'localhost@evil.example',
      'localhost/evil',
      `evil.example"'><script>&amp;</script>`,
    ]
    for (const host of hosts) {
      const { res, text } = await profile(app, { Host: host })
      expect(res.status, host).toBe(404)
      expect(JSON.parse(text)).toMatchObject({ status: 0, code: 'not_found' })
      expect(text).not.toContain('evil')
    }
  })
})

describe('GET /main/downloads', () => {
  it('shows the configured Android package', async () => {
    const { app } = await harness({ TERN_ANDROID_PACKAGE_URL: 'https://cdn.example/tern.apk' })
    expect(dataOf(await call<Downloads>(app, '/main/downloads'))).toEqual({
      ios_profile: profilePath,
      android_package: 'https://cdn.example/tern.apk',
    })
  })

  it('has no Android package when none is configured, and the profile path answers', async () => {
    const { app } = await harness()
    const data = dataOf(await call<Downloads>(app, '/main/downloads'))
    expect(data).toEqual({ ios_profile: profilePath, android_package: null })
    expect((await app.request(data.ios_profile)).status).toBe(200)
  })
})
