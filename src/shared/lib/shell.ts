// App-shell state that screens may drive (the home screen opens the side drawer owned by src/app).
import { atom } from 'jotai'

export const sideDrawerOpenAtom = atom(false)
