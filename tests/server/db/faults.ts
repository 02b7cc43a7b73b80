// Database faults for tests, injected through a kysely plugin on a handle (db.withPlugin): a connection that
// breaks under a statement (before it runs, or after it ran with its answer lost) and a disk that is full.
import { InsertQueryNode, type KyselyPlugin, type QueryId, RawNode, type RootOperationNode } from 'kysely'

export type Match = (node: RootOperationNode) => boolean

/** COMMIT, alone or as the last statement of a text (PostgreSQL sends what waits for it along: ledger/tx.ts). */
export const isCommit: Match = (node) => RawNode.is(node) && /(^|;\s*)commit$/.test(node.sqlFragments.join('').trim())
export const isSelectOne: Match = (node) => RawNode.is(node) && node.sqlFragments.join('').trim() === 'select 1'
/** An insert into `table`, built by kysely or written as SQL (PostgreSQL's postings with their balances: ledger/post-pg.ts). */
export const isInsertInto =
  (table: string): Match =>
  (node) =>
    (InsertQueryNode.is(node) && node.into?.table.identifier.name === table) ||
    (RawNode.is(node) && node.sqlFragments.join('').includes(`insert into ${table} (`))

/** What pg throws when the server shuts down under a query (pg_ctl stop -m fast, a failover). */
export function connectionLost(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
}

/** What better-sqlite3 throws when the disk is full. */
export function diskFull(): Error {
  return Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
}

export interface Fault {
  plugin: KyselyPlugin
  /** How many times the fault fired. */
  fired(): number
}

/**
 * Fails the statements that `match`: `times` of them (default every one), 'before' they run (nothing happened)
 * or 'after' (they ran, then the connection broke before the answer came back).
 */
export function fault(match: Match, error: () => Error, when: 'before' | 'after', times = Infinity): Fault {
  let fired = 0
  const ran = new WeakSet<QueryId>()
  const fire = () => {
    fired++
    throw error()
  }
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (fired < times && match(node)) {
        if (when === 'before') fire()
        ran.add(queryId)
      }
      return node
    },
    async transformResult({ result, queryId }) {
      if (fired < times && ran.has(queryId)) fire()
      return result
    },
  }
  return { plugin, fired: () => fired }
}
