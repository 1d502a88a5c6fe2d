/**
 * The checks the composer makes before anything is uploaded or posted; the server makes the same ones (and
 * reads image types from the bytes), so these only save a round trip and say what is wrong in place.
 */
import {
  FORUM_IMAGE_MAX_BYTES,
  FORUM_TEXT_MAX,
  FORUM_VIDEO_MAX_BYTES,
  FORUM_VIDEO_MAX_SECONDS,
  forumTextLength
} from '../../protocol/forum'

export type TextProblem = 'empty' | 'tooLong' | null

export function textProblem(text: string, required: boolean): TextProblem {
  const v = text.trim()
  if (required && !v) return 'empty'
  if (forumTextLength(v) > FORUM_TEXT_MAX) return 'tooLong'
  return null
}

export type ImageProblem = 'type' | 'size' | null

/** jpg/png by MIME type or extension (spec §5) within the size cap. */
export function imageProblem(file: { name: string; size: number; type?: string }): ImageProblem {
  const ext = (file.name.split('?')[0].split('.').pop() || '').toLowerCase()
  const mime = (file.type || '').toLowerCase()
  const known = mime ? mime === 'image/jpeg' || mime === 'image/png' : ['jpg', 'jpeg', 'png'].includes(ext)
  if (!known) return 'type'
  if (!(file.size > 0) || file.size > FORUM_IMAGE_MAX_BYTES) return 'size'
  return null
}

export type VideoProblem = 'tooLarge' | 'tooLong' | null

export function videoProblem(file: { size: number; duration: number }): VideoProblem {
  if (file.size > FORUM_VIDEO_MAX_BYTES) return 'tooLarge'
  if (file.duration > FORUM_VIDEO_MAX_SECONDS + 0.5) return 'tooLong'
  return null
}
