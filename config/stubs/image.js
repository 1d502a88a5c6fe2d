// Taro's H5 Image (@tarojs/components-react) handles every <img> load event by reading the image's rendered
// width and height (for the event's `detail`), even when nobody listens: each image that loads while the page is
// being laid out forces a synchronous layout inside the event (on the home page one load event took 30 ms, 21 of
// them layout). This Image is Taro's, except that the load handler exists only when there is an `onLoad` to call.
// `lazyLoad` behaves as Taro's: the address is set when the image comes within 300 px of the viewport.
import { forwardRef, useEffect, useRef } from 'react'
import { jsx } from 'react/jsx-runtime'

var OWN = ['className', 'style', 'src', 'mode', 'onError', 'onLoad', 'lazyLoad', 'imgProps']

// written without object spread (not in iOS 10 / Chrome 53, which the H5 build supports; this file is not transpiled)
function Image(props, ref) {
  const img = useRef(null)
  const src = props.src
  const lazyLoad = props.lazyLoad
  const onLoad = props.onLoad
  const mode = (props.mode || 'scaleToFill').toLowerCase().replace(/\s/g, '')
  useEffect(
    function () {
      if (!lazyLoad || !img.current) return undefined
      const observer = new IntersectionObserver(
        function (entries) {
          if (entries[entries.length - 1].isIntersecting && img.current) {
            img.current.src = src
            observer.disconnect()
          }
        },
        { rootMargin: '300px 0px' }
      )
      observer.observe(img.current)
      return function () {
        observer.disconnect()
      }
    },
    [lazyLoad, src]
  )
  const imgAttrs = Object.assign(
    {
      ref: img,
      className: 'taro-img__mode-' + mode,
      onError: props.onError,
      onLoad: onLoad
        ? function (e) {
            Object.defineProperty(e, 'detail', {
              enumerable: true,
              writable: true,
              value: { width: e.target.width, height: e.target.height }
            })
            onLoad(e)
          }
        : undefined
    },
    lazyLoad ? { 'data-src': src } : { src: src },
    props.imgProps
  )
  const other = {}
  for (const key in props) if (OWN.indexOf(key) < 0) other[key] = props[key]
  const cls = ['taro-img']
  if (mode === 'widthfix') cls.push('taro-img__widthfix')
  if (props.className) cls.push(props.className)
  return jsx(
    'div',
    Object.assign(other, {
      className: cls.join(' '),
      style: props.style || {},
      ref: ref,
      children: jsx('img', imgAttrs)
    })
  )
}

export default forwardRef(Image)
