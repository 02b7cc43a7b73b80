// Image uploads (spec section 5): only png, jpg, jpeg and gif are accepted, checked by MIME type and by file
// extension; the picture is scaled down to at most 800 px wide and re-encoded as JPEG at quality 0.5 in the
// browser, and handed back as a data URL for /api/stream_upload.
import { t } from '@lingui/core/macro'
import { imageUpload } from './constants'

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'] as const
const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const

/** For the file input's `accept` attribute. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif'

export class ImageTypeError extends Error {
  override readonly name = 'ImageTypeError'
}

export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const typeOk = (ACCEPTED_TYPES as readonly string[]).includes(file.type.toLowerCase())
  return typeOk && (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)
}

/** The drawn size: the width capped at maxWidth, the height scaled with it (whole pixels, at least 1). */
export function calculateScaledSize(
  width: number,
  height: number,
  maxWidth: number = imageUpload.maxWidth,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height }
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new ImageTypeError(t`Only JPG/PNG supported`))
    image.src = url
  })
}

/** Checks, scales and re-encodes an image file; rejects with ImageTypeError for anything else. */
export async function scaleImageFile(file: File): Promise<string> {
  if (!isAcceptedImage(file)) throw new ImageTypeError(t`Only JPG/PNG supported`)
  const url = URL.createObjectURL(file)
  try {
    const image = await loadImage(url)
    const { width, height } = calculateScaledSize(image.naturalWidth, image.naturalHeight)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('canvas 2d context unavailable')
    // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(image, 0, 0, width, height)
    return canvas.toDataURL('image/jpeg', imageUpload.jpegQuality)
  } finally {
    URL.revokeObjectURL(url)
  }
}
