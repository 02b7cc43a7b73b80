// An image upload as a user action (./action: in-flight guard, busy flag, failure reported once): the file is
// checked and scaled in the browser (./image), then uploaded. The server's refusal is the HTTP client's to report;
// a file that is not an accepted image is the screen's to show, so it comes back as the outcome's problem.
import { type ActionAtom, actionAtom } from './action'
import { ImageTypeError, scaleImageFile } from './image'

export type ImageUploadOutcome = { src: string; preview: string } | { problem: string }

export type ImageUploadAtom = ActionAtom<File, ImageUploadOutcome>

/**
 * A new upload action for one picker (each picker has its own, so two pickers on a screen upload independently);
 * keep it for the picker's life, e.g. `useState(() => imageUploadAtom(upload))`.
 */
export function imageUploadAtom(upload: (dataUrl: string) => Promise<{ src: string }>): ImageUploadAtom {
  return actionAtom({
    run: async (file: File): Promise<ImageUploadOutcome> => {
      let preview: string
      try {
        preview = await scaleImageFile(file)
      } catch (failure) {
        if (failure instanceof ImageTypeError) return { problem: failure.message }
        throw failure
      }
      const { src } = await upload(preview)
      return { src, preview }
    },
  })
}
