// A venue's connection budget: at most `opens` connection attempts in any `perMs` (Binance allows 300 per 5 minutes
// per address, OKX 3 per second), shared by every stream of the venue and kept across the feed rebuilds a change of
// routes makes. A supervisor whose backoff would open a connection beyond it waits until the oldest attempt in the
// window leaves it, so a flapping venue cannot get the server's address banned.
export interface BudgetLimit {
  opens: number
  perMs: number
}

export class ConnectionBudget {
  /** Times of the attempts inside the window, oldest first. */
  private readonly attempts: number[] = []

  constructor(readonly limit: BudgetLimit) {}

  /** 0 when an attempt may be made at `now` (and counts it), else the ms until one may. */
  delay(now: number): number {
    while (this.attempts.length > 0 && (this.attempts[0] as number) <= now - this.limit.perMs) this.attempts.shift()
    if (this.attempts.length < this.limit.opens) {
      this.attempts.push(now)
      return 0
    }
    return (this.attempts[0] as number) + this.limit.perMs - now
  }
}
