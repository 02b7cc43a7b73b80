// Every stored image is decoded and encoded again, so what is kept holds pixels only: no EXIF (GPS, camera,
// owner), no extra PNG chunks or JPEG segments, nothing after the image's end (a PNG with data after IEND does
// not decode and is refused). JPEG stays JPEG (quality 80: the app already sends quality 50, so little more is
// lost); PNG stays PNG (screenshots keep sharp text); GIF becomes PNG (its first frame). jimp is pure
// JavaScript and takes 0.8 to 3 s for an 800 px proof on a busy 2-core machine, so it runs on a worker thread,
// one image at a time, behind a short queue: the main thread keeps serving requests meanwhile.
import { Worker } from 'node:worker_threads'
import { AppError } from '../../errors'
import type { ImageKind } from './images'

const JPEG_QUALITY = 80
/** Images queued or in progress beyond this are refused at once (rate_limited) instead of waiting. */
const MAX_WAITING = 8
/** A decode that takes longer is abandoned (the worker is replaced) and the image refused. */
const TIMEOUT_MS = 60_000

type Answer = { ok: true; bytes: Uint8Array } | { ok: false }

let worker: Worker | undefined
let queue: Promise<unknown> = Promise.resolve()
let waiting = 0

/** The image's bytes re-encoded; upload_invalid when they do not decode. */
export function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<{ bytes: Buffer; kind: ImageKind }> {
  if (waiting >= MAX_WAITING) return Promise.reject(new AppError('rate_limited'))
  waiting += 1
  const out: ImageKind = kind.ext === 'jpg' ? kind : { mime: 'image/png', ext: 'png' }
  const run = queue
    .then(() => encodeOnWorker(bytes, out.mime))
    .finally(() => {
      waiting -= 1
    })
  queue = run.catch(() => undefined)
  return run.then((encoded) => ({ bytes: encoded, kind: out }))
}

function startWorker(): Worker {
  const started = new Worker(new URL('./reencode-worker.mjs', import.meta.url))
  started.unref()
  started.on('error', (error) => console.error('image re-encoding worker failed:', error))
  started.on('exit', () => {
    if (worker === started) worker = undefined
  })
  return started
}

function encodeOnWorker(bytes: Buffer, mime: ImageKind['mime']): Promise<Buffer> {
  worker ??= startWorker()
  const thread = worker
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      settle()
      worker = undefined
      void thread.terminate()
      reject(new AppError('upload_invalid'))
    }, TIMEOUT_MS)
    const onMessage = (answer: Answer) => {
      settle()
      if (answer.ok) resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength))
      else reject(new AppError('upload_invalid'))
    }
    const onExit = (code: number) => {
      settle()
      reject(new Error(`image re-encoding worker exited (${code})`))
    }
    const settle = () => {
      clearTimeout(timer)
      thread.unref()
      thread.off('message', onMessage)
      thread.off('exit', onExit)
    }
    thread.on('message', onMessage)
    thread.on('exit', onExit)
    thread.ref()
    thread.postMessage({ bytes, mime, quality: JPEG_QUALITY })
  })
}
