// App-shell state that screens may drive (the home screen opens the side drawer owned by src/app).
import { atom } from 'jotai'

export const sideDrawerOpenAtom = atom(false)

/**
 * The user is about to open the side drawer (a pointer over or down on its button, or focus on it): its chunk
 * starts loading then, not with the first screen.
 */
export const sideDrawerWantedAtom = atom(false)
