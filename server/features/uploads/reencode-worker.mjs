// The re-encoding thread that reencode.ts starts. Plain JavaScript on purpose: a worker thread does not inherit
// the TypeScript loader of tsx or vitest, and this file must run the same under both and under plain node.
// One image at a time: decode (EXIF orientation applied), encode a fresh file with no metadata.
import { parentPort } from 'node:worker_threads'
import { Jimp } from 'jimp'

parentPort?.on('message', async ({ bytes, mime, quality }) => {
  try {
    const image = await Jimp.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    const out = mime === 'image/jpeg' ? await image.getBuffer(mime, { quality }) : await image.getBuffer(mime)
    parentPort?.postMessage({ ok: true, bytes: out })
  } catch {
    parentPort?.postMessage({ ok: false })
  }
})
