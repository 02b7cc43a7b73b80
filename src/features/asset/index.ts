export { AssetScreen } from './AssetScreen'
export { assetPoller } from './atoms'
