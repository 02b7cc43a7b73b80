// Screens are imported by file from the route table.
export { canSubmitExchange, needsQuote } from './model'
