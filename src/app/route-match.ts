// A tiny path-pattern matcher for the route rules below (guards, tab-bar visibility): ':name' matches one
// segment, ':name?' an optional one, and a trailing '*' any rest.

export function matchesPattern(pattern: string, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? ''
  const wanted = pattern.split('/').filter(Boolean)
  const actual = pathname.split('/').filter(Boolean)
  for (let index = 0; index < wanted.length; index++) {
    const segment = wanted[index] ?? ''
    if (segment === '*') return true
    const value = actual[index]
    if (value === undefined) return segment.startsWith(':') && segment.endsWith('?') && index === actual.length
    if (!segment.startsWith(':') && segment !== decodeURIComponent(value)) return false
  }
  return actual.length === wanted.length || (actual.length < wanted.length && wanted.at(-1)?.endsWith('?') === true)
}
