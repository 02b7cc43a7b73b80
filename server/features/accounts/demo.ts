import type { DemoAccount } from '../../../contract/api'
import type { Config } from '../../config'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { venueTitles } from '../../market/venues/mapping'
import { findUserByName } from './repo'
import { createAccount } from './service'

/**
 * In demo mode, makes sure the printed demo account exists (created once, with the demo grant). Several
 * processes starting together may all try: the one that loses the race finds the account created. Outside demo
 * mode nothing is created: a production deployment has no default credentials.
 */
export async function ensureDemoAccount(deps: Deps): Promise<void> {
  if (!deps.config.demo) return
  if (await findUserByName(deps.db, deps.config.demoEmail)) return
  try {
    await createAccount(deps, { name: deps.config.demoEmail, pwd: deps.config.demoPassword })
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'account_exists')) throw error
  }
}

/** The demo credentials the login screen offers in demo mode; null outside it. */
export function demoAccount(config: Config): DemoAccount {
  if (!config.demo) return null
  const venues = config.feed.sources.map((source) => venueTitles[source])
  return { email: config.demoEmail, password: config.demoPassword, venues }
}

/** The start-up line with the demo credentials; none outside demo mode. */
export function demoAccountNotice(config: Config): string | undefined {
  return config.demo ? `Demo account: ${config.demoEmail} / ${config.demoPassword}` : undefined
}
