// Screens are imported by file from the route table.
export type { AlertsTab } from './components/alert-tabs'
