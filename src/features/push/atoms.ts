// The settings block's state for this device: loaded on mount, changed only by the user's taps.
import type { PushCategory } from '@contract/notifications'
import { atom } from 'jotai'
import { showToastAtom } from '@/shared/ui/toast'
import { fetchPushInfo, savePushCategories, subscribePush, unsubscribePush } from './api'
import {
  createSubscription,
  currentSubscription,
  permission,
  pushSupport,
  requestPermission,
  subscriptionJson,
} from './device'
import { calculateCategories, calculatePushView, initialPushView, type PushView } from './model'

const viewAtom = atom<PushView>(initialPushView)
export const pushViewAtom = atom((get) => get(viewAtom))

export const loadPushAtom = atom(null, async (_get, set) => {
  const support = pushSupport()
  if (support !== 'supported') {
    set(viewAtom, { ...initialPushView, phase: support })
    return
  }
  set(viewAtom, initialPushView)
  try {
    const subscription = await currentSubscription()
    set(viewAtom, calculatePushView(await fetchPushInfo(subscription?.endpoint), permission()))
  } catch {
    set(viewAtom, { ...initialPushView, phase: 'error' })
  }
})

/** A subscription made with the server's key; one left from an earlier key is replaced. */
async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  try {
    return await createSubscription(publicKey)
  } catch (error) {
    const stale = await currentSubscription()
    if (!stale) throw error
    await stale.unsubscribe()
    return createSubscription(publicKey)
  }
}

/** Run from the tap on "Enable notifications": the permission prompt must come from that tap. */
export const enablePushAtom = atom(null, async (get, set) => {
  const view = get(viewAtom)
  if (view.busy || view.publicKey === null) return
  const asked = requestPermission()
  set(viewAtom, { ...view, busy: true })
  try {
    const answer = await asked
    if (answer !== 'granted') {
      set(viewAtom, { ...view, phase: answer === 'denied' ? 'blocked' : 'off' })
      return
    }
    const subscription = subscriptionJson(await subscribeBrowser(view.publicKey))
    const { data, msg } = await subscribePush({ ...subscription, categories: view.categories })
    set(viewAtom, calculatePushView(data, 'granted'))
    set(showToastAtom, { kind: 'success', text: msg })
  } catch {
    set(viewAtom, { ...view, busy: false })
  }
})

export const setPushCategoryAtom = atom(null, async (get, set, category: PushCategory, on: boolean) => {
  const view = get(viewAtom)
  const subscription = await currentSubscription()
  if (view.phase !== 'on' || !subscription) return
  set(viewAtom, { ...view, categories: calculateCategories(view.categories, category, on) })
  try {
    const { data } = await savePushCategories(subscription.endpoint, get(viewAtom).categories)
    set(viewAtom, { ...get(viewAtom), categories: data.categories })
  } catch {
    set(viewAtom, view)
  }
})

/** "Turn off on this device": the browser's subscription ends and the server forgets it. */
export const disablePushAtom = atom(null, async (get, set) => {
  const view = get(viewAtom)
  if (view.busy) return
  set(viewAtom, { ...view, busy: true })
  try {
    const subscription = await currentSubscription()
    if (subscription) {
      const { msg } = await unsubscribePush(subscription.endpoint)
      await subscription.unsubscribe()
      set(showToastAtom, { kind: 'success', text: msg })
    }
    set(viewAtom, { ...view, phase: 'off', busy: false })
  } catch {
    set(viewAtom, { ...view, busy: false })
  }
})
