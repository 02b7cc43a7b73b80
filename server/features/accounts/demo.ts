import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { findUserByName } from './repo'
import { createAccount } from './service'

/**
 * Makes sure the printed demo account exists (created once, with the demo grant in demo mode). Several
 * processes starting together may all try: the one that loses the race finds the account created.
 */
export async function ensureDemoAccount(deps: Deps): Promise<void> {
  if (await findUserByName(deps.db, deps.config.demoEmail)) return
  try {
    await createAccount(deps, { name: deps.config.demoEmail, pwd: deps.config.demoPassword })
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'account_exists')) throw error
  }
}
