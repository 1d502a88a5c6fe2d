// H5 `@tarojs/components` (config/index.ts): Taro's React components (@tarojs/components-react, h5.useHtmlComponents)
// with one difference. Their Image takes the <img>'s own attributes as `imgProps` and puts every other prop on
// its wrapper <div>, while the app writes them as `nativeProps` (as Taro's web components and the mini-program
// take them): an alt would land on the div as "[object Object]" and an aria-label on a div, where it is not
// allowed. This Image hands nativeProps to the <img> and makes an aria-label the <img>'s alt.
import { createElement, forwardRef } from 'react'
import { Image as TaroImage } from '@tarojs/components-react'

export * from '@tarojs/components-react'

// (plain ES5 inside: files outside src/ are not transpiled)
export var Image = forwardRef(function Image(props, ref) {
  var rest = Object.assign({}, props, { ref: ref })
  var img = Object.assign({}, props.nativeProps, props.imgProps)
  if (props['aria-label'] !== undefined) img.alt = props['aria-label']
  delete rest.nativeProps
  delete rest['aria-label']
  rest.imgProps = img
  return createElement(TaroImage, rest)
})
