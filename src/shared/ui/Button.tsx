import type { ButtonHTMLAttributes } from 'react'
import styles from './Button.module.css'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  block?: boolean
  busy?: boolean
}

export function Button({ variant = 'primary', block = false, busy = false, className, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ')
  return <button type="button" className={classes} aria-busy={busy || undefined} {...rest} />
}
