// Operator CLI: `npm run admin -- <command>`. Opens the database directly (the server may keep running: writes take the
// write lock, see ledger/tx.ts) and calls the same services as /admin/*.
import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ReviewStatus } from '../../contract/wallet'
import type { OperatorContext } from '../audit/context'
import { queryAudit } from '../audit/log'
import { type Config, loadConfig } from '../config'
import { describeLocation, openDb } from '../db/db'
import { migrateToLatest } from '../db/migrations'
import type { Deps } from '../deps'
import { AppError } from '../errors'
import { changeContractTerms, decideReview, listReviews, type ReviewKind } from '../features/admin/service'
import { readOutbox } from '../features/mail/outbox'
import { translate } from '../i18n'
import { announceUsage, runAnnounceCommand } from './announce'
import { investUsage, runInvestCommand } from './invest'
import { operatorUsage, readPipedStdin, runOperatorCommand } from './operators'
import { runSupportCommand, supportUsage } from './support'

const usage = `Usage: npm run admin -- <command> [--create-database]
  deposits [0|1|2|all]            list deposits (default: pending)
  approve-deposit <id> [reason]   credit a pending deposit
  reject-deposit <id> <reason>
  withdrawals [0|1|2|all]         list withdrawals (default: pending)
  approve-withdrawal <id> [reason]  pay out (the frozen amount leaves, the fee goes to the house)
  reject-withdrawal <id> <reason>   return everything frozen to the user
  banks [0|1|2|all]               list bank cards and addresses (default: pending)
  approve-bank <id> [reason]
  reject-bank <id> <reason>
  contract-terms <pid> [--max-leverage 25|50|75|100] [--maintenance <percent>] [--hand-fee <percent>]
                 [--hand-price <USDT>]   change a product's contract terms (new orders only); no option shows them
  verifications [0|1|2|all]       list identity verifications, basic and advanced (default: pending)
  approve-verification <id> [reason]
  reject-verification <id> <reason>   the reason is shown to the user
  audit [user id]                 the operator audit log, newest first (the last 200)
  outbox [count]                  the last messages (reset codes) written to the outbox (default 20)
${operatorUsage}
${supportUsage}
${investUsage}
${announceUsage}`

const kinds: Record<string, ReviewKind> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  bank: 'banks',
  verification: 'verifications',
}
const reviewLists = new Set<string>(Object.values(kinds))

/** What the CLI works on: the database, the clock and the configuration (the outbox file). */
export type CliContext = Pick<Deps, 'db' | 'clock' | 'config'>

/** Who runs the CLI, as the audit log names them. */
function cliOperator(): string {
  try {
    return `cli:${userInfo().username}`
  } catch {
    return 'cli'
  }
}

/** The CLI as an operator: named after the OS user, with no client address. */
const asOperator = (ctx: CliContext): OperatorContext => ({
  db: ctx.db,
  clock: ctx.clock,
  operator: cliOperator(),
  address: '',
})

function parseStatus(arg: string | undefined): ReviewStatus | undefined | null {
  if (arg === undefined || arg === '0') return 0
  if (arg === 'all') return undefined
  if (arg === '1' || arg === '2') return Number(arg) as ReviewStatus
  return null
}

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 usage). */
export async function runAdmin(
  args: readonly string[],
  ctx: CliContext,
  out: (line: string) => void,
  stdin: () => Promise<string | undefined> = readPipedStdin,
) {
  const [command = '', ...rest] = args
  try {
    const { passwordCost, operatorEnrolMinutes: enrolMinutes } = ctx.config
    const operatorAccounts = { ...asOperator(ctx), passwordCost, enrolMinutes }
    const operator = await runOperatorCommand(command, rest, operatorAccounts, out, stdin)
    if (operator === 2) return usageError(out)
    if (operator !== undefined) return operator
    const support = await runSupportCommand(command, rest, asOperator(ctx), out)
    if (support === 2) return usageError(out)
    if (support !== undefined) return support
    const operatorCtx = asOperator(ctx)
    const answer =
      (await runInvestCommand(command, rest, operatorCtx)) ?? (await runAnnounceCommand(command, rest, operatorCtx))
    if (answer !== null) {
      out(JSON.stringify(answer, null, 2))
      return 0
    }
    const list = Object.values(kinds).find((kind) => kind === command && reviewLists.has(kind))
    if (list) {
      const status = parseStatus(rest[0])
      if (status === null) return usageError(out)
      out(JSON.stringify(await listReviews(ctx, list, status), null, 2))
      return 0
    }
    if (command === 'contract-terms') return await contractTerms(asOperator(ctx), rest, out)
    if (command === 'audit' || command === 'outbox') return await runLog(command, rest[0], ctx, out)
    const match = /^(approve|reject)-(deposit|withdrawal|bank|verification)$/.exec(command)
    const kind = match?.[2] ? kinds[match[2]] : undefined
    const id = Number(rest[0])
    if (!match || !kind || !Number.isSafeInteger(id) || id <= 0) return usageError(out)
    const result = await decideReview(asOperator(ctx), kind, id, match[1] === 'approve', rest.slice(1).join(' '))
    out(`${match[1] === 'approve' ? 'Approved' : 'Rejected'} ${match[2]} ${id}: ${JSON.stringify(result)}`)
    return 0
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    out(`Refused (${error.code}): ${translate('en', error.key, error.params)}`)
    return 1
  }
}

const termOptions: Record<string, 'max_leverage' | 'maintenance' | 'hand_fee' | 'hand_price'> = {
  '--max-leverage': 'max_leverage',
  '--maintenance': 'maintenance',
  '--hand-fee': 'hand_fee',
  '--hand-price': 'hand_price',
}

async function contractTerms(ctx: OperatorContext, args: readonly string[], out: (line: string) => void) {
  const pid = Number(args[0])
  if (!Number.isSafeInteger(pid) || pid <= 0) return usageError(out)
  const changes: Partial<Record<string, string>> = {}
  for (let i = 1; i < args.length; i += 2) {
    const field = termOptions[args[i] ?? '']
    const value = args[i + 1]
    if (!field || value === undefined) return usageError(out)
    changes[field] = value
  }
  out(`Contract terms of product ${pid}: ${JSON.stringify(await changeContractTerms(ctx, pid, changes))}`)
  return 0
}

/** `audit [user id]` and `outbox [count]`. */
async function runLog(
  command: 'audit' | 'outbox',
  arg: string | undefined,
  ctx: CliContext,
  out: (line: string) => void,
) {
  const n = arg === undefined ? undefined : Number(arg)
  if (n !== undefined && (!Number.isSafeInteger(n) || n <= 0)) return usageError(out)
  const target = n === undefined ? undefined : `user:${n}`
  const rows =
    command === 'audit'
      ? (await queryAudit(ctx.db, { target, page: 1, page_size: 200 })).items
      : await readOutbox(ctx.config.outboxFile, n ?? 20)
  out(rows.length === 0 ? `The ${command} is empty.` : JSON.stringify(rows, null, 2))
  return 0
}

function usageError(out: (line: string) => void): number {
  out(usage)
  return 2
}

/**
 * Why the CLI must not open this configuration's database, or null: an SQLite file that does not exist (a missing or
 * mistyped TERN_DB would otherwise create a new, empty database, and operators made there could never sign in to
 * the server) unless `--create-database` asks for one.
 */
export function missingDatabase(config: Config, create: boolean): string | null {
  if (create || config.database !== config.dbPath || existsSync(config.dbPath)) return null
  return `No database at ${resolve(config.dbPath)}: set TERN_DB (or TERN_DATABASE_URL) to the server's, or add --create-database to make a new one.`
}

async function main(): Promise<void> {
  const config = loadConfig()
  const args = process.argv.slice(2)
  const create = args.includes('--create-database')
  const problem = missingDatabase(config, create)
  if (problem) {
    console.error(problem)
    process.exitCode = 2
    return
  }
  // On stderr, so that piped output (CSV, lists) stays as it was.
  console.error(`Database: ${describeLocation(config.database)}`)
  const db = openDb(config.database)
  try {
    await migrateToLatest(db)
    const rest = args.filter((arg) => arg !== '--create-database')
    process.exitCode = await runAdmin(rest, { db, clock: () => new Date(), config }, console.log)
  } finally {
    await db.destroy()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
