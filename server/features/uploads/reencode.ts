// Every stored image is decoded and encoded again, so what is kept holds pixels only: no EXIF (GPS, camera,
// owner), no extra PNG chunks or JPEG segments, nothing after the image's end (a PNG with data after IEND does
// not decode and is refused). JPEG stays JPEG (quality 80: the app already sends quality 50, so little more is
// lost); PNG stays PNG (screenshots keep sharp text); GIF becomes PNG (its first frame). jimp is pure
// JavaScript and takes 0.8 to 3 s for an 800 px proof on a busy 2-core machine, so it runs on worker threads,
// behind a short queue: the main thread keeps serving requests meanwhile. jimp has no pixel limit of its own:
// images.ts checks every declared size before an image gets here, and a decode past TIMEOUT_MS is abandoned.
//
// Fairness: a user has at most PER_USER images queued or in progress (more are refused at once), runs on one
// worker at a time, and waiting users take turns, so one user's uploads leave a worker to everyone else.
import { Worker } from 'node:worker_threads'
import { AppError } from '../../errors'
import type { ImageKind } from './images'

const JPEG_QUALITY = 80
const WORKERS = 2
/** Images queued or in progress beyond this, all users together, are refused at once (rate_limited). */
const MAX_WAITING = 8
/**
 * One user's images queued or in progress beyond this are refused at once (rate_limited, upload_busy): the
 * advanced verification's three ID images, picked in quick succession, still go through.
 */
const PER_USER = 3
/** A decode that takes longer is abandoned (its worker is terminated and replaced) and the image refused. */
const TIMEOUT_MS = 20_000

type Answer = { ok: true; bytes: Uint8Array } | { ok: false }

interface Job {
  userId: number
  bytes: Buffer
  mime: ImageKind['mime']
  resolve(bytes: Buffer): void
  reject(error: unknown): void
}

interface Slot {
  worker?: Worker
  busy: boolean
}

const slots: Slot[] = Array.from({ length: WORKERS }, () => ({ busy: false }))
/** Waiting jobs per user; the map's order is the order users take turns in. */
const queues = new Map<number, Job[]>()
/** Per user: images queued or in progress. */
const held = new Map<number, number>()
const running = new Set<number>()
let waiting = 0
const counts = { decodes: 0, timedOut: 0 }

/** Decodes started and decodes abandoned since the process started. */
export const imageWorkStats = (): Readonly<typeof counts> => ({ ...counts })

/** The image's bytes re-encoded for the user; upload_invalid when they do not decode (in time). */
export function reencodeImage(
  userId: number,
  bytes: Buffer,
  kind: ImageKind,
): Promise<{ bytes: Buffer; kind: ImageKind }> {
  if ((held.get(userId) ?? 0) >= PER_USER) return Promise.reject(new AppError('rate_limited', 'upload_busy'))
  if (waiting >= MAX_WAITING) return Promise.reject(new AppError('rate_limited'))
  const out: ImageKind = kind.ext === 'jpg' ? kind : { mime: 'image/png', ext: 'png' }
  waiting += 1
  held.set(userId, (held.get(userId) ?? 0) + 1)
  const encoded = new Promise<Buffer>((resolve, reject) => {
    const queue = queues.get(userId) ?? []
    queue.push({ userId, bytes, mime: out.mime, resolve, reject })
    queues.set(userId, queue)
  })
  pump()
  return encoded
    .finally(() => {
      waiting -= 1
      const left = (held.get(userId) ?? 1) - 1
      if (left > 0) held.set(userId, left)
      else held.delete(userId)
    })
    .then((result) => ({ bytes: result, kind: out }))
}

/** The next job: from the first user in turn who has none running; that user then goes to the back. */
function nextJob(): Job | undefined {
  for (const [userId, queue] of queues) {
    if (running.has(userId)) continue
    const job = queue.shift()
    queues.delete(userId)
    if (queue.length > 0) queues.set(userId, queue)
    return job
  }
  return undefined
}

function pump(): void {
  for (const slot of slots) {
    if (slot.busy) continue
    const job = nextJob()
    if (!job) return
    slot.busy = true
    running.add(job.userId)
    encodeOnWorker(slot, job.bytes, job.mime)
      .then(job.resolve, job.reject)
      .finally(() => {
        slot.busy = false
        running.delete(job.userId)
        pump()
      })
  }
}

function startWorker(slot: Slot): Worker {
  const started = new Worker(new URL('./reencode-worker.mjs', import.meta.url))
  started.unref()
  started.on('error', (error) => console.error('image re-encoding worker failed:', error))
  started.on('exit', () => {
    if (slot.worker === started) slot.worker = undefined
  })
  return started
}

function encodeOnWorker(slot: Slot, bytes: Buffer, mime: ImageKind['mime']): Promise<Buffer> {
  slot.worker ??= startWorker(slot)
  const thread = slot.worker
  counts.decodes += 1
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      settle()
      counts.timedOut += 1
      slot.worker = undefined
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
