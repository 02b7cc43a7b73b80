// A fair queue for password hashing. One scrypt takes 128 MiB and a libuv thread for about 0.3 s, so a process
// hashes only a few at once. Work beyond that waits in a queue per client address; a free slot goes to the
// waiting address served least recently (round-robin), so two flooding addresses cannot crowd out a third. A
// hash that has not started within `maxWaitMs`, or that finds its address's queue full, is refused
// (`rate_limited`): a short wait, never an unbounded one. Several processes each have their own queues.
import { AppError } from '../../errors'

export interface HashQueueLimits {
  /** Concurrent hashes in this queue. */
  total: number
  /** Concurrent hashes for one client address. */
  perAddress: number
  /** Hashes one address may have waiting; one more is refused at once. */
  waitingPerAddress: number
  /** Hashes waiting across all addresses; one more is refused at once. */
  waitingTotal: number
  /** Milliseconds a hash may wait for a slot before it is refused. */
  maxWaitMs: number
}

/** The timer the queue waits with: real timers in the server, a fake one in tests. */
export interface QueueTimer {
  start(callback: () => void, ms: number): () => void
}

export const realTimer: QueueTimer = {
  start(callback, ms) {
    const handle = setTimeout(callback, ms)
    return () => clearTimeout(handle)
  },
}

interface Waiting {
  begin(): void
  cancelTimer: () => void
}

interface AddressState {
  active: number
  waiting: Waiting[]
  /** When this address last started a hash (a sequence number, not a time): lowest goes first. */
  servedAt: number
}

const busy = () => new AppError('rate_limited', 'login_busy')

export class HashQueue {
  private running = 0
  private waitingCount = 0
  private served = 0
  private readonly addresses = new Map<string, AddressState>()

  constructor(
    readonly limits: HashQueueLimits,
    private readonly timer: QueueTimer = realTimer,
  ) {}

  /** Hashes running and waiting now (tests count them). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount }
  }

  /** Runs `work` (which hashes a password) for `address` once a slot is free, or throws `rate_limited`. */
  run<T>(address: string, work: () => Promise<T>): Promise<T> {
    const state = this.stateOf(address)
    if (state.waiting.length === 0 && state.active < this.limits.perAddress && this.running < this.limits.total) {
      return this.execute(address, state, work)
    }
    if (state.waiting.length >= this.limits.waitingPerAddress || this.waitingCount >= this.limits.waitingTotal) {
      this.forgetIfIdle(address, state)
      return Promise.reject(busy())
    }
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        begin: () => {
          entry.cancelTimer()
          this.execute(address, state, work).then(resolve, reject)
        },
        cancelTimer: () => {},
      }
      entry.cancelTimer = this.timer.start(() => {
        this.remove(state, entry)
        this.forgetIfIdle(address, state)
        reject(busy())
      }, this.limits.maxWaitMs)
      state.waiting.push(entry)
      this.waitingCount += 1
    })
  }

  private stateOf(address: string): AddressState {
    let state = this.addresses.get(address)
    if (!state) {
      state = { active: 0, waiting: [], servedAt: 0 }
      this.addresses.set(address, state)
    }
    return state
  }

  private async execute<T>(address: string, state: AddressState, work: () => Promise<T>): Promise<T> {
    this.running += 1
    state.active += 1
    this.served += 1
    state.servedAt = this.served
    try {
      return await work()
    } finally {
      this.running -= 1
      state.active -= 1
      this.forgetIfIdle(address, state)
      this.dispatch()
    }
  }

  /** Starts waiting hashes while slots are free: the least recently served address that may run one goes first. */
  private dispatch(): void {
    while (this.running < this.limits.total) {
      let next: AddressState | undefined
      for (const state of this.addresses.values()) {
        if (state.waiting.length === 0 || state.active >= this.limits.perAddress) continue
        if (!next || state.servedAt < next.servedAt) next = state
      }
      const entry = next?.waiting.shift()
      if (!entry) return
      this.waitingCount -= 1
      entry.begin()
    }
  }

  private remove(state: AddressState, entry: Waiting): void {
    const index = state.waiting.indexOf(entry)
    if (index < 0) return
    state.waiting.splice(index, 1)
    this.waitingCount -= 1
  }

  private forgetIfIdle(address: string, state: AddressState): void {
    if (state.active === 0 && state.waiting.length === 0) this.addresses.delete(address)
  }
}
