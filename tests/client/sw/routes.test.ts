import { describe, expect, it } from 'vitest'
import { isCacheableImage } from '../../../sw/routes'

const image = { destination: 'image' } as const
const at = (path: string) => new URL(path, 'https://tern.example')

describe('service worker image cache', () => {
  it('keeps public images such as coin logos', () => {
    expect(isCacheableImage(image, at('/logos/btc.png'))).toBe(true)
    expect(isCacheableImage(image, at('https://cdn.example/logo.svg'))).toBe(true)
  })

  it('never keeps private images (ID images, deposit proofs) or API and console answers', () => {
    for (const path of ['/uploads/3f2a.jpg', '/api/avatar.png', '/admin/uploads/1.jpg']) {
      expect(isCacheableImage(image, at(path)), path).toBe(false)
    }
  })

  it('only takes image requests', () => {
    expect(isCacheableImage({ destination: '' }, at('/logos/btc.png'))).toBe(false)
  })
})
