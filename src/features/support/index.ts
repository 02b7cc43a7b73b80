// Screens are imported by file from the route table.
export { SupportUnreadBadge } from './components/SupportUnreadBadge'
