// The one rule for what a user types or pastes into an amount (or price) field. The text is normalized, never
// silently cut: full-width and other scripts' digits become ASCII, spaces used as thousands separators go, a
// decimal comma becomes a dot. What cannot be read as the field's kind of number is kept as typed and named as
// a problem (a fraction in a whole-number field, more decimals than the field takes, not a number), so the
// field shows it and the form refuses it, instead of turning "1.5" into "15".

export type AmountInputProblem = 'whole_only' | 'too_many_decimals' | 'not_a_number'

export interface AmountInput {
  /** What the field shows: the canonical decimal ("1000.50", "5.", "") when readable, else the typed text. */
  text: string
  problem: AmountInputProblem | null
}

/** Zero digits of the scripts users of our languages may type (Thai, Arabic-Indic, Persian, Devanagari). */
const zeros = [0x0e50, 0x0660, 0x06f0, 0x0966]

function asciiDigits(text: string): string {
  return text.replace(/[\u0e50-\u0e59\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (digit) => {
    const code = digit.charCodeAt(0)
    const zero = zeros.find((z) => code >= z && code <= z + 9) ?? code
    return String(code - zero)
  })
}

/**
 * Full-width forms to ASCII (NFKC: "１．５" -> "1.5", "，" -> ","), the ideographic full stop to a dot, and
 * every kind of space (a pasted "1 000.50", a narrow no-break space from a French "1 000,50") removed.
 */
function normalizeCharacters(raw: string): string {
  return asciiDigits(raw.normalize('NFKC'))
    .replace(/[\u3002\uff61]/g, '.')
    .replace(/[\s\u00a0\u2009\u202f]/g, '')
}

/** Groups after the first have three digits, the first one to three and no leading zero: "1,000,000", not "0,015". */
function groupsAreValid(groups: readonly string[]): boolean {
  return groups.every((group, index) => (index === 0 ? /^[1-9]\d{0,2}$/.test(group) : /^\d{3}$/.test(group)))
}

/**
 * The integer and fraction digits of a text made of digits, dots and commas, or null when the separators do not
 * make sense. With both separators the last one is the decimal separator ("1,000.50", "1.000,50"); one kind used
 * more than once groups thousands ("1,000,000"); one used once is the decimal separator ("1,5", "1.5"), except a
 * comma followed by exactly three digits where the language groups with commas ("1,000" pasted in English).
 */
function splitNumber(text: string, groupsWithComma: boolean): { whole: string; fraction: string | null } | null {
  const separators = text.replace(/\d/g, '')
  if (separators === '') return { whole: text, fraction: null }
  const last = separators.at(-1) as '.' | ','
  const other = last === '.' ? ',' : '.'
  const lastIndex = text.lastIndexOf(last)
  if (separators.includes(other)) {
    if (separators.indexOf(last) !== separators.length - 1) return null
    const groups = text.slice(0, lastIndex).split(other)
    return groupsAreValid(groups) ? { whole: groups.join(''), fraction: text.slice(lastIndex + 1) } : null
  }
  const parts = text.split(last)
  const groupedComma = last === ',' && groupsWithComma && parts.length === 2 && groupsAreValid(parts)
  if (parts.length === 2 && !groupedComma) return { whole: parts[0] ?? '', fraction: parts[1] ?? '' }
  return groupsAreValid(parts) ? { whole: parts.join(''), fraction: null } : null
}

export interface AmountInputOptions {
  /** The fraction digits the field takes: 0 for whole numbers (lots, staking), 6 for USDT, a product's precision. */
  decimals: number
  /** True where the user's language writes 1,000 for a thousand (English, Thai, Chinese...); see groupsWithComma. */
  groupsWithComma?: boolean
}

/**
 * Reads what the user typed or pasted into an amount field. Readable text comes back canonical (digits, at most
 * one dot, no leading zeros: ".5" -> "0.5", "007" -> "7") and may still end in a dot while typing ("5.").
 */
export function readAmountInput(raw: string, { decimals, groupsWithComma = true }: AmountInputOptions): AmountInput {
  const text = normalizeCharacters(raw)
  if (text === '') return { text, problem: null }
  if (!/^[\d.,]+$/.test(text)) return { text, problem: 'not_a_number' }
  const parts = splitNumber(text, groupsWithComma)
  if (parts === null || (parts.whole === '' && !parts.fraction)) return { text, problem: 'not_a_number' }
  const whole = parts.whole.replace(/^0+(?=\d)/, '') || '0'
  const canonical = parts.fraction === null ? whole : `${whole}.${parts.fraction}`
  if (parts.fraction !== null && decimals === 0) return { text: canonical, problem: 'whole_only' }
  if ((parts.fraction?.length ?? 0) > decimals) return { text: canonical, problem: 'too_many_decimals' }
  return { text: canonical, problem: null }
}

/** The problem of a field's current text, if any (a form refuses to submit while there is one). */
export function amountInputProblem(text: string, decimals: number): AmountInputProblem | null {
  return readAmountInput(text, { decimals }).problem
}

/** Whether the language's number format groups thousands with a comma (Intl), as "1,000" in English. */
export function groupsWithCommaIn(locale: string): boolean {
  const parts = new Intl.NumberFormat(locale).formatToParts(1000)
  return parts.find((part) => part.type === 'group')?.value === ','
}
