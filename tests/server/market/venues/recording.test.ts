// Recording mode: every frame and REST answer with its receive time, replayable as a fixture; an error answer
// stops the recording instead of becoming a fixture.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isRecordingStopper, RecordingTransport } from '../../../../server/market/venues/recording'
import { venuePriceUnits } from '../../../../server/market/venues/ticks'
import { scratchRoot } from '../../../support/scratch'
import { FakeClock } from '../../../support/server/venues/fake-clock'
import { loadFixture } from '../../../support/server/venues/fixture'
import { ReplayTransport } from '../../../support/server/venues/replay'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const noHandlers = { open() {}, message() {}, ping() {}, close() {}, error() {} }

async function recorded(recording: RecordingTransport): Promise<string[]> {
  await recording.close()
  const [file] = readdirSync(dir)
  return (file ? readFileSync(join(dir, file), 'utf8') : '').trim().split('\n')
}

describe('recording mode', () => {
  it('appends frames and REST answers with receive times, and stops at a 429', async () => {
    dir = mkdtempSync(join(scratchRoot, 'tern-record-'))
    const fixture = loadFixture('binance-drop-backfill.ndjson')
    const clock = new FakeClock(fixture.start)
    const replay = new ReplayTransport(fixture, clock)
    const recording = new RecordingTransport(replay, clock, dir, 'binance')
    recording.open('wss://stream.binance.com:9443/stream?streams=btcusdt@aggTrade/btcusdt@kline_1m', noHandlers)
    await clock.advance(1000)
    const answer = await recording.get(
      `https://api.binance.com/api/v3/klines?symbol=BTCUSDT&interval=1m&startTime=${fixture.start}&endTime=${fixture.start + 60_490}&limit=1000`,
    )
    expect(answer.status).toBe(200)
    fixture.rest.push({ path: '/api/v3/klines?symbol=ETHUSDT', status: 429, body: '{"code":-1003}' })
    expect((await recording.get('https://api.binance.com/api/v3/klines?symbol=ETHUSDT')).status).toBe(429)
    expect(recording.stopped).toBe('HTTP 429 from https://api.binance.com/api/v3/klines?symbol=ETHUSDT')
    await clock.advance(5000)
    const lines = (await recorded(recording)).map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.map((l) => Object.keys(l).filter((k) => k !== 't' && k !== 'conn')[0])).toEqual([
      'open',
      'recv',
      'recv',
      'rest',
    ])
    expect(lines[1]).toMatchObject({ t: fixture.start + 100, conn: 1 })
    expect(JSON.stringify(lines)).not.toContain('-1003')
  })

  it('treats 401, 403, 429 and 5xx as errors not to keep', () => {
    expect([200, 400, 401, 403, 404, 429, 451, 500, 503].filter(isRecordingStopper)).toEqual([401, 403, 429, 500, 503])
  })
})

describe('venue prices', () => {
  it.each([
    ['67000.12345678', 2, 6_700_012],
    ['67000.125', 2, 6_700_013],
    ['66999.995', 2, 6_700_000],
    ['0.00002449', 8, 2449],
    ['0.000024495', 8, 2450],
    ['42', 2, 4200],
    ['0.000', 2, undefined],
    ['-1', 2, undefined],
    ['1e5', 2, undefined],
  ])('%s at precision %i is %s units, rounded half up', (text, precision, units) => {
    expect(venuePriceUnits(text, precision)).toBe(units)
  })
})
