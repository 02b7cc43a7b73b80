// Screens are imported by file from the route table.
export { validateAddressForm, validateBankForm } from './model'
