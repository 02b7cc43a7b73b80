// Screens are imported by file from the route table, so qr-code-styling stays in the deposit chunk.
export { chooseDownload, rechargeCurrencies, validateRecharge } from './model'
