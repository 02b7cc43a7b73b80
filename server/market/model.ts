// The price model shared by the live simulator and the history generator: geometric Brownian motion with
// occasional jumps and a slow pull toward the product's reference price (so prices stay plausible for years).
import type { Random } from './random'

const SECONDS_PER_YEAR = 365 * 86400
/** Half-life of the pull toward the reference price. */
const REVERSION_PER_SECOND = Math.LN2 / (120 * 86400)
/** Chance of a jump per second and its size in multiples of one second's volatility. */
const JUMP_PER_SECOND = 1 / 1800
const JUMP_SIZE = 25

export interface ModelProduct {
  id: number
  /** Reference price in units. */
  reference: number
  /** Annualized volatility, e.g. 0.55. */
  volatility: number
  /** Quote turnover per 24 hours. */
  turnover: number
  precision: number
}

/** One step of `seconds` in log-price space. */
export function stepLog(x: number, p: ModelProduct, seconds: number, random: Random): number {
  const sigma = (p.volatility / Math.sqrt(SECONDS_PER_YEAR)) * Math.sqrt(seconds)
  const pull = -REVERSION_PER_SECOND * seconds * (x - Math.log(p.reference))
  let next = x + pull + sigma * random.normal()
  if (random.next() < Math.min(1, JUMP_PER_SECOND * seconds)) {
    next += (p.volatility / Math.sqrt(SECONDS_PER_YEAR)) * JUMP_SIZE * random.normal()
  }
  return next
}

/** Typical base volume traded over `seconds` at `price` units, with log-normal noise. */
export function sampleVolume(p: ModelProduct, priceUnits: number, seconds: number, random: Random): number {
  const price = priceUnits / 10 ** p.precision
  const mean = ((p.turnover / 86400) * seconds) / Math.max(price, 1e-12)
  return mean * Math.exp(0.8 * random.normal() - 0.32)
}

/** Price units from a log price; never below one unit. */
export function toUnits(x: number): number {
  return Math.max(1, Math.round(Math.exp(x)))
}
