// Property tests are sized by one setting: `npm test` runs each at its fast size, `npm run test:deep`
// (TERN_PROPERTY_SIZE=deep) at its full size. Before either, every run replays the seeds that once failed, so a
// bug the full size found stays caught at the fast size. When a property fails, fast-check prints its seed and
// path: add them to the test's `recorded` list with a note of what it found.
import fc from 'fast-check'

export type PropertySize = 'fast' | 'deep'

/** The size of this run: `deep` from TERN_PROPERTY_SIZE=deep, `fast` otherwise. */
export const propertySize: PropertySize = process.env.TERN_PROPERTY_SIZE === 'deep' ? 'deep' : 'fast'

/** Runs of one property at each size. */
export interface Runs {
  fast: number
  deep: number
}

/** A seed (and path, when fast-check gave one) of a past failure, replayed before every run. */
export interface RecordedFailure {
  seed: number
  /** fast-check's path to the failing case: replays just that case. Without it, `numRuns` runs from the seed. */
  path?: string
  numRuns?: number
  /** What the seed found, and the commit that fixed it. */
  found: string
}

/** The number of runs this run's size gives. */
export function runsFor(runs: Runs, size: PropertySize = propertySize): number {
  return size === 'deep' ? runs.deep : runs.fast
}

/**
 * Checks `property` on each recorded failure, then on `runs` random cases at this run's size. Returns the number of
 * random runs made (a test can compare coverage counters with it).
 */
export async function assertProperty<Ts>(
  property: fc.IRawProperty<Ts>,
  options: { runs: Runs; recorded?: readonly RecordedFailure[] },
): Promise<number> {
  for (const failure of options.recorded ?? []) {
    await fc.assert(property, {
      seed: failure.seed,
      ...(failure.path === undefined ? {} : { path: failure.path }),
      numRuns: failure.numRuns ?? runsFor(options.runs, 'fast'),
      endOnFailure: true,
    })
  }
  const numRuns = runsFor(options.runs)
  await fc.assert(property, { numRuns })
  return numRuns
}
