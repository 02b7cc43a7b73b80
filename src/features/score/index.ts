// The screen is imported by file from the route table.
export { creditFactorLabels } from './model'
