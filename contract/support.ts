// Customer service and credit score answers (GET /main/client_service_url, /api/support_*, /api/credit_score).

/** GET /main/client_service_url: the external service page, or '' for Tern's own support inbox. */
export interface ClientServiceUrl {
  url: string
  /** 1: the app shows its own top bar above the page. */
  show_header: 0 | 1
}

/** The support inbox's limits, published with the thread list so the screen can say them. */
export const supportLimits = {
  /** Characters in one message. */
  messageLength: 1000,
  /** Messages one user may send in any 24 hours. */
  messagesPerDay: 30,
  /** Conversations one user may have open at once. */
  openThreads: 3,
} as const

/** 0 open (the user may write), 1 closed by an operator. */
export type SupportThreadStatus = 0 | 1

/** GET /api/support_threads: the caller's conversations, the most recently active first. */
export interface SupportThread {
  id: number
  status: SupportThreadStatus
  subject: string
  /** Operator answers the user has not seen yet. */
  unread: number
  created_at: string
  updated_at: string
}

export interface SupportMessage {
  id: number
  author: 'user' | 'operator'
  body: string
  /** Same-origin address of the attached image ('' when none), served only to the user and operators. */
  pic: string
  created_at: string
}

/** POST /api/support_messages {thread_id}: one conversation; reading it marks its answers read. */
export interface SupportThreadDetail {
  thread: SupportThread
  messages: SupportMessage[]
}

/** GET /api/support_unread: operator answers the caller has not seen, over every conversation. */
export interface SupportUnread {
  count: number
}
