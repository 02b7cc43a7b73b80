// Each process warns once at start when its Node.js line is past its end of life (Node 20 ended on 2026-04-30).
import { describe, expect, it } from 'vitest'
import { describeRuntime } from '../../server/process/runtime'

describe('the runtime warning', () => {
  it('warns on a Node past its end of life, naming the version, the date and Node 24', () => {
    expect(describeRuntime('v20.20.2', new Date('2026-11-27T12:00:00Z'))).toBe(
      'Node.js 20.20.2 reached its end of life on 2026-04-30 and gets no security fixes: run Tern on Node 24 LTS in production (README: "The runtime").',
    )
  })

  it('says nothing up to the last day, for a supported line, or for a line it does not know', () => {
    expect(describeRuntime('v20.20.2', new Date('2026-04-30T23:00:00Z'))).toBeNull()
    expect(describeRuntime('v24.11.1', new Date('2026-11-27T12:00:00Z'))).toBeNull()
    expect(describeRuntime('v22.1.0', new Date('2026-11-27T12:00:00Z'))).toBeNull()
    expect(describeRuntime('v99.0.0', new Date('2026-11-27T12:00:00Z'))).toBeNull()
  })
})
