import styles from './Badge.module.css'

interface BadgeProps {
  count: number
  label: string
  max?: number
}

/** A small count bubble; renders nothing at zero. */
export function Badge({ count, label, max = 99 }: BadgeProps) {
  if (count <= 0) return null
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
