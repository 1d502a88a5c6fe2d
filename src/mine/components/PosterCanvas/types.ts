import type { DrawOp } from '../../lib/poster'

export interface PosterCanvasProps {
  /** What to draw (null while the inviter is not known yet). */
  ops: DrawOp[] | null
  /** The inviter's avatar ('' draws the name's first character). */
  avatarUrl: string
  /** The canvas's accessible name. */
  label: string
  /** H5: the downloaded file's name. */
  fileName: string
}
