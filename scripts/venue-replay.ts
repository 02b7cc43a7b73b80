// `npm run venue:replay [recording.ndjson]`: a local Binance replaying recorded trades (scripts/lib/venue-replay.ts),
// by default tests/fixtures/venues/binance-replay.ndjson (BTC/USDT and ETH/USDT). It prints the settings that point
// `npm start` at it; the other crypto products stay delayed (no trades of theirs are recorded). Ctrl-C stops it.
import { fileURLToPath } from 'node:url'
import { startVenueReplay } from './lib/venue-replay'

const file =
  process.argv[2] ?? fileURLToPath(new URL('../tests/fixtures/venues/binance-replay.ndjson', import.meta.url))
const replay = await startVenueReplay(file)
const env = Object.entries(replay.env)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')
console.log(`Replaying ${file} as Binance at ${replay.wsUrl}. Run the app on it with:\n  ${env} npm start`)
const stop = () => void replay.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
