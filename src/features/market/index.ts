// Screens are imported by file from the route table (so the home chunk does not carry them).
export type { MarketView } from './atoms'
export {
  drawerProductsAtom,
  homeMarketsAtom,
  marketProductsAtom,
  onlineAtom,
  snapshotAtom,
} from './atoms'
export { MarketStatus } from './components/MarketStatus'
export { ProductList } from './components/ProductList'
export { marketTabLabels } from './labels'
