import { useEffect, useState, type ReactNode } from 'react'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import '../../styles/taro-ui/float-layout.scss'

/** How long taro-ui's float layout takes to slide away (its `$float-layout-timer`). */
export const SHEET_SLIDE_MS = 300

export interface FloatSheetProps {
  isOpened: boolean
  /** A tap on the overlay (and the sheet's own close buttons, through the page) closes it. */
  onClose(): void
  className?: string
  children?: ReactNode
}

/**
 * The app's one bottom sheet: taro-ui's AtFloatLayout. A closed AtFloatLayout is still rendered (only CSS hides it;
 * in the mini-program and in jsdom nothing does), so screen readers and axe would find its dialog. Here the layout
 * stays mounted (Taro H5 must not insert it before other nodes later: its content is the only child of its own
 * box, so adding it is an append), and its content is in the tree only while it is open, and for the slide away
 * after a close, so the panel does not empty while it is still in sight.
 */
export default function FloatSheet({ isOpened, onClose, className, children }: FloatSheetProps) {
  const [sliding, setSliding] = useState(false)
  useEffect(() => {
    if (isOpened) {
      setSliding(true)
      return undefined
    }
    const timer = setTimeout(() => setSliding(false), SHEET_SLIDE_MS)
    return () => clearTimeout(timer)
  }, [isOpened])
  return (
    <AtFloatLayout className={className} isOpened={isOpened} onClose={onClose}>
      {isOpened || sliding ? children : null}
    </AtFloatLayout>
  )
}
