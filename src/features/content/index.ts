// Screens are imported by file from the route table.
export { fetchContent, fetchContentList } from './api'
