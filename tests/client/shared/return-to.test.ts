import { describe, expect, it } from 'vitest'
import { returnPathFrom, safeReturnPath } from '@/shared/lib/return-path'
import { authPath } from '@/shared/lib/return-to'

describe('safeReturnPath', () => {
  it.each([
    ['/trade/12', '/trade/12'],
    ['/', '/'],
    ['/contract/12/hold', '/contract/12/hold'],
    ['/earn/1?tab=2#top', '/earn/1?tab=2#top'],
    ['/coin/12/../../asset', '/asset'],
    ['/miner_buy/3', '/miner_buy/3'],
  ])('follows the app path %s as %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected)
  })

  it.each([
    [null],
    [''],
    ['https://evil.example/trade/12'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['//evil.example/trade'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/trade\\..\\..\\evil'],
    ['/\t/evil.example'],
    ['/%2F%2Fevil.example'],
    ['trade/12'],
    ['/api/asset'],
    ['/admin/users'],
    ['/console'],
    ['/sw.js'],
    ['/login'],
    ['/register?next=/asset'],
    ['/forgot'],
    ['/trade/../../console'],
  ])('rejects %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull()
  })
})

describe('auth paths', () => {
  it('carries a safe path to the login and register screens, encoded', () => {
    expect(authPath('/login', '/trade/12')).toBe('/login?next=%2Ftrade%2F12')
    expect(authPath('/register', '/earn/1?x=1')).toBe('/register?next=%2Fearn%2F1%3Fx%3D1')
  })

  it('leaves the parameter out for home and for nothing', () => {
    expect(authPath('/login', '/')).toBe('/login')
    expect(authPath('/login', null)).toBe('/login')
  })

  it('reads the return path back from a search string, and only when safe', () => {
    expect(returnPathFrom('next=%2Ftrade%2F12')).toBe('/trade/12')
    expect(returnPathFrom('?next=%2Ftrade%2F12')).toBe('/trade/12')
    expect(returnPathFrom('next=https%3A%2F%2Fevil.example')).toBeNull()
    expect(returnPathFrom('')).toBeNull()
  })
})
