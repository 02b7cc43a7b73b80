import type { Deps } from '../../deps'
import { findUserByName } from './repo'
import { createAccount } from './service'

/** Makes sure the printed demo account exists (created once, with the demo grant in demo mode). */
export async function ensureDemoAccount(deps: Deps): Promise<void> {
  if (await findUserByName(deps.db, deps.config.demoEmail)) return
  await createAccount(deps, { name: deps.config.demoEmail, pwd: deps.config.demoPassword })
}
