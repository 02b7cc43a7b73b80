// Handing a file to the user: the system share sheet when the browser can share files (Web Share API level 2),
// else a download, as a link with `download` would.

/** Saves a file under its name through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled'

/** Whether this browser can share this file through the system share sheet. */
export function canShareFile(file: File): boolean {
  return typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true
}

/**
 * Shares the file when the browser can; otherwise (or when sharing fails for another reason than the user's
 * cancel) downloads it.
 */
export async function shareOrSave(blob: Blob, name: string, title: string): Promise<ShareOutcome> {
  const file = new File([blob], name, { type: blob.type })
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  saveFile(blob, name)
  return 'downloaded'
}
