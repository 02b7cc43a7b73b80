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
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
  caption?: ReactNode
}

/** The console's tables: a header row of column titles, a row per item, scrolling sideways on a phone. */
export function DataTable<Row>({ columns, rows, rowKey, empty, caption }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className={styles.muted}>{empty}</p>
  const numeric = (column: Column<Row>) => (column.numeric ? styles.num : undefined)
  return (
    <div className={styles.tableWrap}>
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
    </div>
  )
}
