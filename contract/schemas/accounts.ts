import { z } from 'zod'

/** POST /main/login and /main/register. name is an email, or '+' + area code + number. */
export const credentialsSchema = z.object({
  name: z.string().trim().min(1).max(254),
  pwd: z.string().max(256),
})
export type Credentials = z.input<typeof credentialsSchema>
