import { describe, expect, it } from 'vitest'
import { boundaryViolations, type ImportEdge, importCycles, parseImports } from '../../scripts/lib/import-rules'

const edge = (from: string, to: string, extra: Partial<ImportEdge> = {}): ImportEdge => ({
  from,
  specifier: to,
  to,
  typeOnly: false,
  dynamic: false,
  ...extra,
})

describe('import boundaries', () => {
  it.each([
    ['src/shared/lib/format.ts', 'src/features/market/model.ts', 'shared imports neither features nor app'],
    ['src/shared/ui/Amount.tsx', 'src/app/store.ts', 'shared imports neither features nor app'],
    ['src/features/market/atoms.ts', 'src/app/routes.tsx', 'features do not import the app'],
    ['src/features/home/HomeScreen.tsx', 'src/features/market/atoms.ts', 'src/features/market/index.ts'],
    ['server/app.ts', 'src/shared/lib/decimal.ts', 'the server never imports the client'],
    ['contract/api.ts', 'server/config.ts', 'the API contract depends on neither side'],
    ['src/features/micro/api.ts', 'contract/schemas/micro.ts', 'only types from contract/schemas'],
    ['src/features/micro/components/KlineChart.tsx', 'src/features/micro/api.ts', 'components call no api.ts'],
    [
      'server/features/identity/recovery.ts',
      'server/features/accounts/password.ts',
      'server/features/accounts/index.ts',
    ],
    ['server/http/auth.ts', 'server/features/accounts/sessions.ts', 'server platform code imports no feature'],
    ['server/ledger/ledger.ts', 'server/features/notify/index.ts', 'server platform code imports no feature'],
    ['server/audit/log.ts', 'server/features/admin/service.ts', 'server platform code imports no feature'],
    ['server/config.ts', 'server/features/accounts/password.ts', 'server platform code imports no feature'],
  ])('%s -> %s is refused', (from, to, rule) => {
    const problems = boundaryViolations([edge(from, to)])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(rule)
  })

  it.each([
    ['src/features/home/HomeScreen.tsx', 'src/features/market/index.ts', {}],
    ['src/features/market/MarketScreen.tsx', 'src/features/market/atoms.ts', {}],
    ['src/app/routes.tsx', 'src/features/account/LoginScreen.tsx', { dynamic: true }],
    ['src/features/micro/api.ts', 'contract/schemas/micro.ts', { typeOnly: true }],
    ['src/features/micro/components/KlineChart.tsx', 'src/features/micro/api.ts', { typeOnly: true }],
    ['src/features/recharge/RechargeScreen.tsx', 'contract/api.ts', {}],
    ['server/features/micro/routes.ts', 'contract/schemas/micro.ts', {}],
    ['src/shared/lib/http.ts', 'contract/api.ts', {}],
    ['server/features/identity/recovery.ts', 'server/features/accounts/index.ts', {}],
    ['server/features/accounts/service.ts', 'server/features/accounts/demo.ts', {}],
    ['server/features/accounts/sessions.ts', 'server/http/types.ts', {}],
    ['server/app.ts', 'server/features/accounts/sessions.ts', {}],
    ['server/engines.ts', 'server/features/contract/engine.ts', {}],
    ['server/cli/admin.ts', 'server/features/admin/service.ts', {}],
    ['server/process/roles.ts', 'server/features/mail/mailer.ts', {}],
  ])('%s -> %s is allowed', (from, to, extra) => {
    expect(boundaryViolations([edge(from, to, extra)])).toEqual([])
  })

  it('refuses a type-only import where it refuses a runtime one', () => {
    const typeOnly = { typeOnly: true }
    expect(
      boundaryViolations([edge('server/http/operator.ts', 'server/features/admin/service.ts', typeOnly)]),
    ).toHaveLength(1)
    expect(
      boundaryViolations([edge('server/features/push/job.ts', 'server/features/invest/titles.ts', typeOnly)]),
    ).toHaveLength(1)
  })
})

describe('import cycles', () => {
  it('finds a cycle of static imports, type-only ones included, and ignores dynamic ones', () => {
    const cycle = [edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts')]
    expect(importCycles(cycle)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { typeOnly: true })])).toEqual([['a.ts', 'b.ts']])
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { dynamic: true })])).toEqual([])
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts')])).toEqual([])
  })
})

describe('parseImports', () => {
  it('reads static, re-exported, side-effect, type-only and dynamic imports', () => {
    const source = [
      "import { a, type B } from './a'",
      "import type { C } from './c'",
      "import { type D, type E } from './d'",
      "export { f } from './f'",
      "import './styles.css'",
      "const lazy = () => import('./lazy')",
      'import {\n  g,\n  h,\n} from "./g"',
    ].join('\n')
    const edges = parseImports('src/x.ts', source, (_from, specifier) => specifier)
    expect(edges.map((e) => [e.specifier, e.typeOnly, e.dynamic])).toEqual([
      ['./a', false, false],
      ['./c', true, false],
      ['./d', true, false],
      ['./f', false, false],
      ['./styles.css', false, false],
      ['./g', false, false],
      ['./lazy', false, true],
    ])
  })
})
