import { createStore } from 'jotai'

/** The one jotai store of the app (tests create their own per render). */
export const store = createStore()
