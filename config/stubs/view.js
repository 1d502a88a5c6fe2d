// Taro's H5 View (@tarojs/components-react) keeps its class in state and copies a new `className` there in an
// effect, so a View that React reuses shows its OLD class for one frame and renders twice. On the album page the
// loading box (`state-view`: centred column, 120 px padding, a spinning child) became the content box for a frame
// with the content inside it: a 0.19 layout shift, every page load. This View computes its class while rendering;
// hover-class and long-press behave as Taro's do.
import { forwardRef, useEffect, useRef, useState } from 'react'
import { jsx } from 'react/jsx-runtime'

var OWN = [
  'className',
  'hoverClass',
  'hoverStartTime',
  'hoverStayTime',
  'onTouchStart',
  'onTouchEnd',
  'onTouchMove',
  'onLongPress'
]

// written without object spread (not in iOS 10 / Chrome 53, which the H5 build supports; this file is not transpiled)
function View(props, ref) {
  const className = props.className
  const hoverClass = props.hoverClass
  const hoverStartTime = props.hoverStartTime === undefined ? 50 : props.hoverStartTime
  const hoverStayTime = props.hoverStayTime === undefined ? 400 : props.hoverStayTime
  const onTouchStart = props.onTouchStart
  const onTouchEnd = props.onTouchEnd
  const onTouchMove = props.onTouchMove
  const onLongPress = props.onLongPress
  const other = {}
  for (const key in props) if (OWN.indexOf(key) < 0) other[key] = props[key]
  const [hover, setHover] = useState(false)
  const touching = useRef(false)
  const longPress = useRef(undefined)
  const startedAt = useRef(0)
  // the hover's one pending change (a touch's end supersedes its start: each checks `touching` when it fires)
  const hoverTimer = useRef(undefined)
  useEffect(() => () => clearTimeout(hoverTimer.current), [])
  const later = (fn, ms) => {
    clearTimeout(hoverTimer.current)
    hoverTimer.current = setTimeout(fn, ms)
  }
  const cls = [className, hover && hoverClass].filter(Boolean).join(' ')
  return jsx(
    'div',
    Object.assign(
      {
        ref: ref,
        className: cls || undefined,
        onTouchStart: (e) => {
          if (hoverClass) {
            touching.current = true
            later(() => touching.current && setHover(true), hoverStartTime)
          }
          if (onTouchStart) onTouchStart(e)
          if (onLongPress) {
            startedAt.current = Date.now()
            longPress.current = setTimeout(() => onLongPress(), 350)
          }
        },
        onTouchMove: (e) => {
          clearTimeout(longPress.current)
          if (onTouchMove) onTouchMove(e)
        },
        onTouchEnd: (e) => {
          if (Date.now() - startedAt.current < 350) clearTimeout(longPress.current)
          if (hoverClass) {
            touching.current = false
            later(() => !touching.current && setHover(false), hoverStayTime)
          }
          if (onTouchEnd) onTouchEnd(e)
        }
      },
      other
    )
  )
}

export default forwardRef(View)
