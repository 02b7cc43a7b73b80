import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useDeferredValue, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { searchListAtom } from './atoms'
import { filterProducts } from './model'
import styles from './SearchScreen.module.css'

export function SearchScreen() {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const list = useAtomValue(searchListAtom)
  const results = useMemo(() => (list ? filterProducts(list, deferred) : undefined), [list, deferred])

  return (
    <div>
      <h1 className="visually-hidden">
        <Trans>Search</Trans>
      </h1>
      <header className={styles.bar}>
        <label className={styles.field}>
          <Icon name="search" size={18} />
          <input
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Search coins and markets`}
            aria-label={t`Search coins and markets`}
            enterKeyHint="search"
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the screen exists only to type a query
            autoFocus
          />
        </label>
        <Link href={paths.home} className={styles.cancel}>
          <Trans context="search: leave the screen">Cancel</Trans>
        </Link>
      </header>
      {results === undefined ? (
        <div className={styles.loading} aria-busy="true" />
      ) : results.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No results for “{deferred}”</Trans>
        </p>
      ) : (
        <ul className={styles.results} aria-label={t`Search results`}>
          {results.map((item) => (
            <li key={item.id}>
              <Link href={paths.trade(item.id)} className={styles.result}>
                <img src={item.logo} alt="" width={28} height={28} className={styles.logo} loading="lazy" />
                <span className={styles.title}>{item.title}</span>
                <span className={styles.name}>{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
