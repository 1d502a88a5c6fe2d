/** The server's Lottie files (spec §7 Assets: served under a lottie-animate folder, server/src/media/lottie.ts). */
export const LOTTIE_BASE = '/static/lottie-animate'

export const LOTTIE = {
  meditation: `${LOTTIE_BASE}/meditation.json`,
  course: `${LOTTIE_BASE}/course.json`,
  study: `${LOTTIE_BASE}/study.json`,
  my: `${LOTTIE_BASE}/my.json`,
  /** Breathing guide: in while the circle grows (4 s), out while it shrinks (4 s). */
  breathe: `${LOTTIE_BASE}/breathe.json`,
  celebrate: `${LOTTIE_BASE}/celebrate.json`
} as const
