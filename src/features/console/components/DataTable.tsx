import type { ReactNode } from 'react'
import styles from '../Screens.module.css'

/** A column: its header, its cell for a row, and whether it holds numbers (aligned right). */
export interface Column<Row> {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  numeric?: boolean
}

interface DataTableProps<Row> {
  /** The table's name: keyboard and screen reader users reach its scrolling region by it. */
  label: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
  caption?: ReactNode
}

/**
 * The console's tables: a header row of column titles, a row per item. A table wider than its place scrolls
 * sideways in a named region that takes the keyboard focus (arrow keys scroll it), and a shadow on the edge says
 * there is more that way (Screens.module.css, .tableWrap).
 */
export function DataTable<Row>({ label, columns, rows, rowKey, empty, caption }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className={styles.muted}>{empty}</p>
  const numeric = (column: Column<Row>) => (column.numeric ? styles.num : undefined)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to scroll by keyboard
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Long free text in a cell (a change's JSON, a reason): wrapped and cut to a few lines; the full text is its title. */
export function LongText({ text }: { text: string }) {
  return (
    <span className={styles.long} title={text}>
      {text}
    </span>
  )
}
