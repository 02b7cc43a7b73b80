// The notify feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).
export { unreadAlerts } from './inbox'
export { renderNotification } from './render'
