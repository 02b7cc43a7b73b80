import { z } from 'zod'
import { languageCodes } from '../api'
import { idInput } from './inputs'

/** POST /api/alert_detail {id}: one of the caller's own notifications (it is marked read). */
export const alertIdSchema = z.object({ id: idInput })
export type AlertIdRequest = z.input<typeof alertIdSchema>

/** GET /api/alerts?page=N[&before=id] (page from 1; anything else reads page 1; a bad before is none). */
export const alertsQuerySchema = z.object({
  page: idInput.refine((p) => p >= 1 && p <= 100_000).catch(1),
  before: idInput.optional().catch(undefined),
})

/** Limits of an announcement: a title is plain text; content may hold HTML (shown sanitized). */
export const announcementLimits = { title: 120, content: 20_000 } as const

const announcementText = z.object({
  title: z.string().trim().min(1).max(announcementLimits.title),
  content: z.string().trim().min(1).max(announcementLimits.content),
})

/** POST /admin/announcements {texts: {en: {title, content}, de: {...}, ...}}: English is required. */
export const announcementSchema = z.object({
  texts: z
    .partialRecord(z.enum(languageCodes), announcementText)
    .refine((texts) => texts.en !== undefined, { path: ['en'] }),
})
export type AnnouncementRequest = z.input<typeof announcementSchema>
