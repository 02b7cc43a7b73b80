// Plays one connection script of a fixture in real time for the local venue stand-ins: each frame at its offset
// from the connection's open, `every` frames repeated until the connection ends. stop() cancels what is left.
import type { ConnectionScript, Frame } from './fixture'

export interface ScriptPlayer {
  stop(): void
}

export function playScript(script: ConnectionScript, play: (frame: Frame) => void): ScriptPlayer {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const at = (frame: Frame, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      play(frame)
      if (frame.every !== undefined && frame.kind !== 'close') at(frame, frame.every)
    }, ms)
    timers.add(timer)
  }
  for (const frame of script.frames) at(frame, frame.time - script.openTime)
  return {
    stop: () => {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
