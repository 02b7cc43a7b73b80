import type { Page, UserSummary } from '@contract/console-data'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'wouter'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { failureText, searchUsersAtom } from '../atoms'
import { type Column, DataTable } from '../components/DataTable'
import { consolePaths } from '../model'
import styles from '../Screens.module.css'

/** /console/users: search by id, e-mail or phone; each result opens the user's detail. */
export function UsersScreen() {
  const { t } = useLingui()
  const fieldId = useId()
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<Page<UserSummary> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const busy = useAtomValue(searchUsersAtom)
  const searchUsers = useSetAtom(searchUsersAtom)

  async function search(event: FormEvent) {
    event.preventDefault()
    const outcome = await searchUsers(query.trim())
    if (outcome === null) return
    if (outcome.ok) {
      setError(null)
      setResult(outcome.result)
    } else setError(failureText(outcome.failure, t`The search failed`))
  }

  return (
    <section className={styles.screen} aria-labelledby="users-heading">
      <h1 id="users-heading" className={styles.heading}>
        <Trans>Users</Trans>
      </h1>
      <form className={styles.row} aria-label={t`Find a user`} onSubmit={search}>
        <div className={styles.form}>
          <label className={styles.label} htmlFor={fieldId}>
            <Trans>Id, e-mail or phone</Trans>
          </label>
          <input
            id={fieldId}
            className={styles.input}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
        </div>
        <Button type="submit" busy={busy} disabled={busy} className={styles.fixed}>
          <Trans>Search</Trans>
        </Button>
      </form>
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {result ? <UserResults page={result} /> : null}
    </section>
  )
}

const userColumns: readonly Column<UserSummary>[] = [
  {
    key: 'user',
    header: <Trans>User</Trans>,
    cell: (user) => (
      <Link href={consolePaths.user(user.id)} className={styles.link}>
        #{user.id} {user.username}
      </Link>
    ),
  },
  { key: 'name', header: <Trans>Name</Trans>, cell: (user) => user.realname },
  {
    key: 'frozen',
    header: <Trans>Frozen</Trans>,
    cell: (user) => (
      <>
        {user.login_frozen ? <Trans>Login</Trans> : null} {user.withdraw_frozen ? <Trans>Withdrawals</Trans> : null}
      </>
    ),
  },
  { key: 'registered', header: <Trans>Registered</Trans>, cell: (user) => formatDateTime(user.created_at) },
]

function UserResults({ page }: { page: Page<UserSummary> }) {
  const { t } = useLingui()
  if (page.items.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>No user matches.</Trans>
      </p>
    )
  return (
    <>
      <DataTable label={t`Matching users`} columns={userColumns} rows={page.items} rowKey={(user) => user.id} />
      <p className={styles.muted}>
        <Plural value={page.total} one="# user found" other="# users found" />
      </p>
    </>
  )
}
