// Money leaves the database in one form, bigint minor units. The drivers hand an INTEGER column back as a
// number (SQLite; PostgreSQL within 2^53, dialect.ts parseInteger) and a sum as a number, a bigint or text;
// repos convert here, once, so services and views never convert a row themselves.

/** `Row` with its money columns `K` as bigint minor units (a nullable column stays nullable). */
export type WithMinor<Row, K extends keyof Row> = Omit<Row, K> & {
  [P in K]: null extends Row[P] ? bigint | null : bigint
}

/** A driver's integer as bigint minor units (null and undefined, e.g. the sum of no rows, are 0). */
export function toMinor(value: number | bigint | string | null | undefined): bigint {
  if (value === null || value === undefined) return 0n
  if (typeof value === 'bigint') return value
  if (typeof value === 'string') return BigInt(value)
  if (!Number.isSafeInteger(value)) throw new Error(`Unsafe integer amount: ${value}`)
  return BigInt(value)
}

type DriverInteger = number | bigint | string | null

/** `row` with the money columns named in `columns` as bigint (a null stays null). */
export function withMinor<Row extends Record<K, DriverInteger>, K extends keyof Row & string>(
  row: Row,
  columns: readonly K[],
): WithMinor<Row, K> {
  const converted: Record<string, unknown> = { ...row }
  for (const column of columns) {
    const value = row[column]
    converted[column] = value === null ? null : toMinor(value)
  }
  return converted as WithMinor<Row, K>
}
