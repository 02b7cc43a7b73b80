// An operator session and /admin answers for the console's component tests.
import type { DepositReview, QueueCounts } from '@contract/console-data'

export const SESSION_KEY = 'tern.console'

export function storeSession(role: 'reviewer' | 'support' | 'admin', token = 'op-token'): void {
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ token, email: `${role}@tern.test`, role, expires_at: '2030-01-01T00:00:00.000Z' }),
  )
}

export const counts: QueueCounts = {
  deposits: 1,
  withdrawals: 0,
  banks: 0,
  verifications_basic: 0,
  verifications_advanced: 2,
  support: 0,
}

export const deposit: DepositReview = {
  id: 5,
  user_id: 42,
  username: 'ada@example.com',
  type: 1,
  asset: 'USDT',
  amount: '250',
  pic: '/uploads/proof-5.jpg',
  status: 0,
  reason: '',
  created_at: '2026-11-20T10:00:00.000Z',
}

export const image = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 })
