import type { ShareCard } from './types'

/** Where the mini-program draws the share image (nothing elsewhere). */
export function ShareCanvas() {
  return null
}

/** Without a canvas (tests) there is no image to make. */
export async function shareImage(_card: ShareCard, _fileName: string): Promise<'saved' | 'downloaded'> {
  throw new Error('no canvas')
}
