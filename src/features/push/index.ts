// The screen is imported by file from the route table; the block can sit on other screens too.
export { PushSettings } from './components/PushSettings'
