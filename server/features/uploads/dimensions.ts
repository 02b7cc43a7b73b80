// How big an image says it is, read from its header before anything decodes it: a few bytes can declare a
// bitmap of billions of pixels. A GIF is a logical screen with any number of frames, each with its own size,
// and the decoder works through a frame's declared pixels whatever the screen says, so every frame is read.

export interface Size {
  width: number
  height: number
}

/** The canvas and every frame in it (one frame for PNG and JPEG); null when the header is malformed or cut. */
export interface Geometry extends Size {
  frames: readonly Size[]
}

export function pngGeometry(bytes: Buffer): Geometry | null {
  // The IHDR chunk comes first: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  return { ...size, frames: [size] }
}

/** The frame header (SOFn) of a JPEG: walks the marker segments from the start of the image. */
export function jpegGeometry(bytes: Buffer): Geometry | null {
  let at = 2
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1
      continue
    }
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const size = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
      return { ...size, frames: [size] }
    }
    if (marker === 0xda || marker === 0xd9) return null
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return null
}

const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0)

/** The offset after a chain of data sub-blocks (each a length byte and that many bytes, ended by 0); -1 if cut. */
function afterSubBlocks(bytes: Buffer, start: number): number {
  let at = start
  while (at < bytes.length) {
    const length = bytes[at] ?? 0
    at += 1 + length
    if (length === 0) return at
  }
  return -1
}

/** GIF (87a/89a): the logical screen, then every image descriptor up to the trailer or the end of the data. */
export function gifGeometry(bytes: Buffer): Geometry | null {
  if (bytes.length < 13) return null
  const frames: Size[] = []
  let at = 13 + colorTableBytes(bytes[10] ?? 0)
  while (at < bytes.length && bytes[at] !== 0x3b) {
    const block = bytes[at]
    if (block === 0x21) {
      // An extension: introducer, label, then sub-blocks.
      at = afterSubBlocks(bytes, at + 2)
    } else if (block === 0x2c) {
      // An image: left, top, width, height (2 bytes each), flags, a local color table, the LZW code size, data.
      if (at + 11 > bytes.length) return null
      frames.push({ width: bytes.readUInt16LE(at + 5), height: bytes.readUInt16LE(at + 7) })
      at = afterSubBlocks(bytes, at + 10 + colorTableBytes(bytes[at + 9] ?? 0) + 1)
    } else {
      return null
    }
    if (at < 0) return null
  }
  if (frames.length === 0) return null
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8), frames }
}
