export { AssetScreen } from './AssetScreen'
