// Image uploads arrive as data URLs. The declared type is only a hint: the bytes decide (PNG, JPEG or GIF
// magic numbers), so a text file labelled image/png is refused. The header's dimensions, every GIF frame's
// included, are checked before anything decodes the pixels (a small file can declare a huge bitmap).
import { AppError } from '../../errors'
import { type Geometry, gifGeometry, jpegGeometry, pngGeometry } from './dimensions'

/** Decoded size cap. The client scales proofs to 800 px JPEG at quality 0.5, far below this. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** Longest side accepted: 4096 x 4096 RGBA is the most a decode allocates (64 MiB). */
export const MAX_IMAGE_SIDE = 4096
/** Pixels per upload, all of a GIF's frames together: as many as one image of the largest size. */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE
/** Request body cap: base64 is 4/3 of the bytes, plus the data URL prefix and JSON around it. */
export const MAX_BODY_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096

export interface ImageKind {
  mime: 'image/png' | 'image/jpeg' | 'image/gif'
  ext: 'png' | 'jpg' | 'gif'
}

const declared = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif'])
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,([a-z0-9+/=\s]*)$/i

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)
}

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mime: 'image/gif', ext: 'gif' }
  }
  return null
}

/** The data URL from a body that is either the raw data URL or JSON: a string, or {image | file | data}. */
export function dataUrlFromBody(text: string): string {
  const trimmed = text.trim()
  if (trimmed.startsWith('data:')) return trimmed
  let parsed: unknown
  try {
    parsed = JSON.parse(trimmed)
  } catch {
    throw new AppError('bad_request')
  }
  if (typeof parsed === 'string') return parsed.trim()
  if (parsed && typeof parsed === 'object') {
    for (const field of ['image', 'file', 'data'] as const) {
      const value: unknown = (parsed as Record<string, unknown>)[field]
      if (typeof value === 'string') return value.trim()
    }
  }
  throw new AppError('validation')
}

export function decodeImage(dataUrl: string): { bytes: Buffer; kind: ImageKind } {
  const match = DATA_URL.exec(dataUrl)
  if (!match) throw new AppError('upload_invalid')
  const mime = match[1]?.toLowerCase()
  if (mime !== undefined && !declared.has(mime)) throw new AppError('upload_invalid')
  const base64 = (match[3] ?? '').replace(/\s+/g, '')
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 2) throw new AppError('upload_too_large')
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('upload_too_large')
  const kind = sniffImage(bytes)
  if (!kind) throw new AppError('upload_invalid')
  checkGeometry(imageGeometry(bytes, kind))
  return { bytes, kind }
}

/** Refuses an image whose canvas or any frame is empty or too large, or whose frames hold too many pixels. */
function checkGeometry(geometry: Geometry | null): void {
  if (!geometry) throw new AppError('upload_invalid')
  const sizes = [geometry, ...geometry.frames]
  if (sizes.some((s) => s.width === 0 || s.height === 0)) throw new AppError('upload_invalid')
  if (sizes.some((s) => s.width > MAX_IMAGE_SIDE || s.height > MAX_IMAGE_SIDE)) {
    throw new AppError('upload_too_large', 'upload_dimensions', { max: String(MAX_IMAGE_SIDE) })
  }
  const pixels = geometry.frames.reduce((sum, f) => sum + f.width * f.height, 0)
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError('upload_too_large', 'upload_pixels', { mp: (MAX_IMAGE_PIXELS / 1e6).toFixed(1) })
  }
}

/** The canvas and frames as the header declares them; null when the header is malformed or cut short. */
export function imageGeometry(bytes: Buffer, kind: ImageKind): Geometry | null {
  if (kind.ext === 'png') return pngGeometry(bytes)
  if (kind.ext === 'gif') return gifGeometry(bytes)
  return jpegGeometry(bytes)
}
