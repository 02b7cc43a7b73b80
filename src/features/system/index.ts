export { NotFoundScreen } from './NotFoundScreen'
export { TestScreen } from './TestScreen'
