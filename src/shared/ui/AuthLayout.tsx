import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { nativeLanguageName, useLanguage } from '@/shared/i18n'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './AuthLayout.module.css'

interface AuthLayoutProps {
  title: string
  subtitle: string
  children: ReactNode
  footer: ReactNode
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useLingui()
  const language = useLanguage()
  return (
    <div className={styles.page}>
      <TopBar
        backTo={paths.home}
        end={
          <Link href={paths.language} className={styles.language}>
            <Icon name="globe" size={18} />
            <span className="visually-hidden">{t`Language`} </span>
            <span>{nativeLanguageName(language)}</span>
          </Link>
        }
      />
      <div className={styles.body}>
        <div className={styles.brand} aria-hidden="true">
          T
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        <div className={styles.footer}>{footer}</div>
      </div>
    </div>
  )
}
