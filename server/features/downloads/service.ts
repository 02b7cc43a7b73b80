import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Downloads } from '../../../contract/api'
import type { Config } from '../../config'

export const profilePath = '/main/downloads/tern.mobileconfig'
export const profileFileName = 'tern.mobileconfig'
export const profileContentType = 'application/x-apple-aspen-config'

const iconFile = join('icons', 'apple-touch-icon-180.png')

export function downloads(config: Config): Downloads {
  return { ios_profile: profilePath, android_package: config.androidPackageUrl ?? null }
}

/** The icon as base64, read once per folder pair; null when no copy exists (the profile then has no Icon). */
const icons = new Map<string, string | null>()
export function webClipIcon(distDir: string): string | null {
  const cached = icons.get(distDir)
  if (cached !== undefined) return cached
  let icon: string | null = null
  // The built app carries a copy of public/; a server started from the source tree reads public/ itself.
  for (const path of [join(distDir, iconFile), join('public', iconFile)]) {
    try {
      icon = readFileSync(path).toString('base64')
      break
    } catch {
      // Try the next place.
    }
  }
  icons.set(distDir, icon)
  return icon
}

/** The deployment's own address as the caller sees it, without a trailing slash. */
export interface Origin {
  /** e.g. https://tern.example */
  url: string
  /** e.g. tern.example (may include a port) */
  host: string
}

/** RFC 4122 URL namespace: the profile UUIDs are version 5 (SHA-1 name-based) UUIDs of the deployment URL. */
const urlNamespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex')

export function uuidV5(name: string, namespace: Buffer = urlNamespace): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toUpperCase()
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`)
}

/** A reverse-DNS identifier part from a host: anything but letters, digits, dots and hyphens becomes a hyphen. */
function identifierPart(host: string): string {
  const part = host
    .toLowerCase()
    .replace(/[^a-z0-9.-]/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
  return part === '' ? 'unknown' : part
}

type PlistValue = string | number | boolean | { data: string } | PlistValue[] | { [key: string]: PlistValue }

function isData(value: PlistValue): value is { data: string } {
  return typeof value === 'object' && !Array.isArray(value) && typeof value.data === 'string'
}

function plistValue(value: PlistValue, indent: string): string {
  if (typeof value === 'string') return `${indent}<string>${escapeXml(value)}</string>`
  if (typeof value === 'number') return `${indent}<integer>${Math.trunc(value)}</integer>`
  if (typeof value === 'boolean') return `${indent}<${value}/>`
  if (isData(value)) {
    const lines = escapeXml(value.data).match(/.{1,68}/g) ?? []
    return [`${indent}<data>`, ...lines.map((line) => `${indent}${line}`), `${indent}</data>`].join('\n')
  }
  if (Array.isArray(value)) {
    return [`${indent}<array>`, ...value.map((item) => plistValue(item, `${indent}\t`)), `${indent}</array>`].join('\n')
  }
  const entries = Object.entries(value).flatMap(([key, item]) => [
    `${indent}\t<key>${escapeXml(key)}</key>`,
    plistValue(item, `${indent}\t`),
  ])
  return [`${indent}<dict>`, ...entries, `${indent}</dict>`].join('\n')
}

/**
 * An unsigned Apple configuration profile with one Web Clip that opens this deployment full screen. The
 * UUIDs are derived from the deployment URL, so re-downloading the profile replaces the installed one.
 */
export function webClipProfile(origin: Origin, icon: string | null): string {
  const id = identifierPart(origin.host)
  const url = `${origin.url}/`
  const webClip: Record<string, PlistValue> = {
    PayloadType: 'com.apple.webClip.managed',
    PayloadVersion: 1,
    PayloadIdentifier: `app.tern.${id}.webclip`,
    PayloadUUID: uuidV5(`${url}#webclip`),
    PayloadDisplayName: 'Tern',
    PayloadDescription: 'Adds Tern to the Home Screen.',
    PayloadOrganization: 'Tern',
    Label: 'Tern',
    URL: url,
    ...(icon === null ? {} : { Icon: { data: icon } }),
    FullScreen: true,
    IsRemovable: true,
    IgnoreManifestScope: false,
    Precomposed: true,
  }
  const profile: Record<string, PlistValue> = {
    PayloadContent: [webClip],
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: `app.tern.${id}`,
    PayloadUUID: uuidV5(`${url}#profile`),
    PayloadDisplayName: 'Tern',
    PayloadDescription: `Installs Tern (${url}) as an app on the Home Screen.`,
    PayloadOrganization: 'Tern',
    PayloadRemovalDisallowed: false,
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plistValue(profile, ''),
    '</plist>',
    '',
  ].join('\n')
}
