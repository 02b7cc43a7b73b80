// Notifications: what happened to a user's money or standing, kept in their alerts inbox (and pushed to their
// devices when they asked for it). A notification stores its kind and parameters; the server writes its title
// and text in the reader's language when it is read.

/** Every kind of notification, each with the names of the parameters it stores (its text uses them). */
export const notificationParams = {
  deposit_approved: ['amount', 'coin'],
  deposit_rejected: ['amount', 'coin', 'reason'],
  withdraw_approved: ['amount', 'coin'],
  withdraw_rejected: ['amount', 'coin', 'reason'],
  /** A withdrawal was asked for and waits for its confirmation code. */
  withdraw_requested: ['amount', 'coin'],
  bank_approved: [],
  bank_rejected: ['reason'],
  verify_approved: ['level'],
  verify_rejected: ['level', 'reason'],
  /** A take-profit, stop-loss or liquidation closed a contract position at the deciding tick (pid: its product). */
  contract_closed: ['reason', 'product', 'pid', 'oid', 'price', 'time', 'profit'],
  /** ref names the product ("miner:3", "earn:1") so it is shown in the reader's language; product is its English title. */
  invest_matured: ['product', 'amount', 'reward', 'ref'],
  password_changed: [],
  password_reset: [],
  /** The withdrawal allow-list turns off at `time` (a confirmed turn-off; at once with two-factor sign-in). */
  allowlist_off: ['time'],
  new_sign_in: ['device', 'address', 'time'],
  /** A user's price alert fired at the deciding tick. */
  price_alert: ['product', 'direction', 'target', 'price', 'time'],
  /** An operator's broadcast; its text is the announcement's own. */
  announcement: [],
} as const satisfies Record<string, readonly string[]>

export type NotificationKind = keyof typeof notificationParams
export const notificationKinds = Object.keys(notificationParams) as NotificationKind[]

/** The parameters a kind's text needs, all strings (amounts as decimal strings, times as ISO 8601). */
export type NotificationParams<K extends NotificationKind> = {
  readonly [P in (typeof notificationParams)[K][number]]: string
}

/** The push switches a user sets; every kind belongs to one of them. */
export const pushCategories = ['trades', 'price_alerts', 'money', 'account', 'announcements'] as const
export type PushCategory = (typeof pushCategories)[number]

export const pushCategoryOf: Readonly<Record<NotificationKind, PushCategory>> = {
  deposit_approved: 'money',
  deposit_rejected: 'money',
  withdraw_approved: 'money',
  withdraw_rejected: 'money',
  withdraw_requested: 'money',
  bank_approved: 'account',
  bank_rejected: 'account',
  verify_approved: 'account',
  verify_rejected: 'account',
  contract_closed: 'trades',
  invest_matured: 'money',
  password_changed: 'account',
  password_reset: 'account',
  allowlist_off: 'account',
  new_sign_in: 'account',
  price_alert: 'price_alerts',
  announcement: 'announcements',
}

/** An inbox entry as `GET /api/alerts` lists it (spec section 7): status 0 unread, 1 read. */
export interface Alert {
  id: number
  kind: NotificationKind
  title: string
  /** Plain text, or HTML for announcements (sanitized again by the client before it is shown). */
  content: string
  add_time: string
  status: 0 | 1
}

/**
 * GET /api/alerts?page=N[&before=id]: the caller's inbox, newest first, 20 per page (page from 1). With `before`,
 * the 20 notifications older than that id (stable while new ones arrive).
 */
export interface AlertsPage {
  data: Alert[]
  /** page + 1 when another page follows, else page (pages known so far, not a count of the inbox). */
  pages: number
  page: number
  /** Whether older notifications follow. */
  more: boolean
  /** The `before` of the next page (the oldest id on this one); null when none follows. */
  next: number | null
}

/** POST /api/alerts_read: how many notifications were unread and are now read. */
export interface AlertsRead {
  read: number
}

/** An announcement's text in one language; content may hold HTML, which clients show only sanitized. */
export interface AnnouncementText {
  title: string
  content: string
}

/** An operator's broadcast as GET /admin/announcements lists it. */
export interface Announcement {
  id: number
  /** By language code; English is always present. */
  texts: Record<string, AnnouncementText>
  operator: string
  created_at: string
  /** How many users it was delivered to. */
  recipients: number
}
