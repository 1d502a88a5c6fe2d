// H5 `@tarojs/components` (config/index.ts): Taro's React components (@tarojs/components-react, h5.useHtmlComponents)
// with two differences. Their Image takes the <img>'s own attributes as `imgProps` and puts every other prop on
// its wrapper <div>, while the app writes them as `nativeProps` (as Taro's web components and the mini-program
// take them): an alt would land on the div as "[object Object]" and an aria-label on a div, where it is not
// allowed. This Image hands nativeProps to the <img> and makes an aria-label the <img>'s alt.
import { createElement, forwardRef } from 'react'
import { Image as TaroImage, Input as TaroInput } from '@tarojs/components-react'

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

// Input: a host element with the className and style around the <input> (whose own classes are Taro's
// taro-input-core weui-input), the shape Taro's web components and the app's styles and tests know
// (`.login-panel__input .weui-input`, `.exchange-code input`)
export var Input = forwardRef(function Input(props, ref) {
  var inner = Object.assign({}, props, { ref: ref })
  delete inner.className
  delete inner.style
  var host = 'taro-input' + (props.className ? ' ' + props.className : '')
  return createElement('div', { className: host, style: props.style }, createElement(TaroInput, inner))
})
