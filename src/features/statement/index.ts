// The statement feature's surface for other features: the export button of the histories and the share card of
// a closed position or settled timed order. The screen is imported by file from the route table.
export { ExportButton } from './components/ExportButton'
export { ShareCardButton } from './components/ShareCardButton'
export { StatementLink } from './components/StatementLink'
export { cardOfContract, cardOfMicro } from './share-model'
