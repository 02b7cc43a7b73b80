// What reaches users: notifications and announcements, Web Push, and support conversations.
import type { Generated, Selectable } from 'kysely'
import type { SupportThreadStatus } from '../../../contract/support'

/** A user's conversation with the operators: 0 open, 1 closed (by an operator). */
export interface SupportThreadsTable {
  id: Generated<number>
  user_id: number
  status: SupportThreadStatus
  /** The start of the first message. */
  subject: string
  created_at: string
  /** The last message's time. */
  updated_at: string
  closed_at: string | null
}

export interface SupportMessagesTable {
  id: Generated<number>
  thread_id: number
  /** The thread's user (every message of a thread carries it). */
  user_id: number
  author: 'user' | 'operator'
  body: string
  /** An image the user attached (an upload of theirs). */
  upload_id: number | null
  created_at: string
  /** When the user saw an operator's answer; null while unread (and on the user's own messages). */
  read_at: string | null
}

export interface AnnouncementsTable {
  id: Generated<number>
  /** JSON: { [language]: { title, content } }, at least English; a reader without their language gets English. */
  texts: string
  /** Who broadcast it, as in the audit log. */
  operator: string
  created_at: string
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  /** One of contract/notifications.ts notificationKinds. */
  kind: string
  /** JSON: the kind's parameters (strings), filled into its text in the reader's language. */
  params: string
  /** For kind 'announcement'. */
  announcement_id: number | null
  created_at: string
  /** Null while unread. */
  read_at: string | null
  /** 0 waiting for the push dispatcher, 1 sent, 2 nothing to send. */
  push_state: Generated<0 | 1 | 2>
}

export interface PushKeysTable {
  /** 'vapid' */
  name: string
  /** base64url, as web-push generateVAPIDKeys() returns them. */
  public_key: string
  private_key: string
  created_at: string
}

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  /** The push service's URL for this browser (unique). */
  endpoint: string
  /** base64url: the browser's P-256 public key and its 16-byte auth secret. */
  p256dh: string
  auth: string
  /** The UserLang of the subscribe call: the language pushes to this device are written in. */
  lang: string
  /** Comma-separated push categories (contract/notifications.ts pushCategories) the user switched on. */
  categories: string
  created_at: string
  last_success_at: string | null
  last_failure_at: string | null
}

export interface PushDeliveriesTable {
  id: Generated<number>
  notification_id: number
  subscription_id: number
  /** Failed attempts so far. */
  attempts: Generated<number>
  /** ISO time of the next attempt. */
  next_at: string
}

export interface MessagesTables {
  notifications: NotificationsTable
  announcements: AnnouncementsTable
  push_keys: PushKeysTable
  push_subscriptions: PushSubscriptionsTable
  push_deliveries: PushDeliveriesTable
  support_threads: SupportThreadsTable
  support_messages: SupportMessagesTable
}

export type SupportThreadRow = Selectable<SupportThreadsTable>
export type SupportMessageRow = Selectable<SupportMessagesTable>
