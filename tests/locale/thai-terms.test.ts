// Thai screens name the products in Thai: no translation keeps the English word ("Staking" sat untranslated in
// the Thai titles of the staking screens).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'

it.each(['messages', 'server'])('the Thai %s catalog translates "Staking"', (catalog) => {
  const po = readFileSync(resolve(process.cwd(), 'locale', 'th', `${catalog}.po`), 'utf8')
  const untranslated = [...po.matchAll(/^msgstr "(.*)"$/gm)]
    .map((match) => match[1] ?? '')
    .filter((text) => /staking/i.test(text))
  expect(untranslated).toEqual([])
})
