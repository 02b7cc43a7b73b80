// The operator context: what an operator's action needs (the database, the clock) and who acts from where, as
// the audit log (log.ts) records it. Built per /admin call (http/operator.ts operatorContext) and by the CLI.
import type { Deps } from '../deps'

/**
 * `operator` names who decides in the audit log: 'op:<email>' (an operator session), 'admin@<address>' (the
 * legacy admin token) or 'cli:<os user>'; `address` is the client address of the call ('' for the CLI).
 */
export type OperatorContext = Pick<Deps, 'db' | 'clock'> & { operator: string; address: string }
