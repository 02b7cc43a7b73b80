// Screens are imported by file from the route table.
export { validateWithdraw, type WithdrawForm } from './model'
