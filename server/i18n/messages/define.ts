/** A server message: its id is the stable name callers use; `message` is the English source text (ICU). */
export type ServerMessage<Id extends string = string> = {
  readonly id: Id
  readonly message: string
  /** Shown to translators next to the message in the catalogs. */
  readonly comment?: string
}

/**
 * Declares a group of server messages. Each one is a plain Lingui descriptor marked with an i18n comment,
 * which `lingui extract` reads without the macro transform (the server runs under plain tsx); the type
 * makes every id equal to its key, so the keys of these objects are the message keys.
 */
export function defineServerMessages<const T extends { [K in keyof T]: ServerMessage<K & string> }>(messages: T): T {
  return messages
}
