// Image files for upload tests: a JPEG carrying an EXIF GPS block, PNG + zip polyglots (a file that both an
// image viewer and an unzip tool accept), and noise PNGs of a chosen size.
import { crc32 } from 'node:zlib'
import { Jimp } from 'jimp'

/** Latitude 13° 45' 12.34" N as the GPS block stores it: three RATIONALs (numerator, denominator). */
export const gpsLatitude = [13, 1, 45, 1, 1234, 100] as const

/** A width x height JPEG (quality 50, as the app sends) with an APP1 EXIF segment holding GPS tags. */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  const plain = await new Jimp({ width, height, color: 0x2a7fd4ff }).getBuffer('image/jpeg', { quality: 50 })
  const tiff = Buffer.alloc(80)
  tiff.write('II', 0, 'latin1')
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4) // IFD0
  tiff.writeUInt16LE(1, 8)
  ifdEntry(tiff, 10, 0x8825, 4, 1, 26) // GPSInfo -> the GPS IFD at 26
  tiff.writeUInt16LE(2, 26)
  ifdEntry(tiff, 28, 0x0001, 2, 2, 0) // GPSLatitudeRef "N"
  tiff.write('N\0', 36, 'latin1')
  ifdEntry(tiff, 40, 0x0002, 5, 3, 56) // GPSLatitude -> three rationals at 56
  gpsLatitudeBytes().copy(tiff, 56)
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xffe1, 0)
  segment.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([plain.subarray(0, 2), segment, payload, plain.subarray(2)])
}

function ifdEntry(buffer: Buffer, at: number, tag: number, type: number, count: number, value: number): void {
  buffer.writeUInt16LE(tag, at)
  buffer.writeUInt16LE(type, at + 2)
  buffer.writeUInt32LE(count, at + 4)
  buffer.writeUInt32LE(value, at + 8)
}

/** The GPS latitude rationals as stored in a little-endian EXIF block. */
export function gpsLatitudeBytes(): Buffer {
  const bytes = Buffer.alloc(24)
  for (const [i, n] of gpsLatitude.entries()) bytes.writeUInt32LE(n, i * 4)
  return bytes
}

/** A one-file zip archive (stored, not deflated). */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content)
  const fileName = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(10, 4)
  local.writeUInt32LE(crc32(data), 14)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(10, 4)
  central.writeUInt16LE(10, 6)
  central.writeUInt32LE(crc32(data), 16)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(fileName.length, 28)
  const centralAt = local.length + fileName.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + fileName.length, 12)
  end.writeUInt32LE(centralAt, 16)
  return Buffer.concat([local, fileName, data, central, fileName, end])
}

/** The PNG with one more chunk of the given type and data, placed just before IEND. */
export function pngWithChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  const iend = png.length - 12
  return Buffer.concat([png.subarray(0, iend), head, data, crc, png.subarray(iend)])
}

/** A PNG of random pixels: it does not compress, so its stored size is about width x height x 4 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const image = new Jimp({ width, height })
  for (let i = 0; i < image.bitmap.data.length; i++) image.bitmap.data[i] = Math.floor(Math.random() * 256)
  return image.getBuffer('image/png')
}

export const dataUrlOf = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
