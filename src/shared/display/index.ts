export { applyStoredDisplay, type DisplayPrefs, type UpColor } from './display'
export { changeDisplayAtom, displayAtom, upColorAtom } from './display-atom'
