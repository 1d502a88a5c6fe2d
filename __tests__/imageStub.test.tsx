/**
 * config/stubs/image.js stands in for Taro's H5 Image in the build: the same markup and classes, lazy loading
 * within 300 px of the viewport, and `onLoad` with the image's size in `detail`; but a load event that nobody
 * listens to reads nothing (Taro's read the rendered width and height, forcing a layout, on every image).
 */
import { createElement, createRef } from 'react'
import { act } from 'react-dom/test-utils'

import { rootPerTest } from './utils/domRoot'

const Image = require('../config/stubs/image.js').default as React.ComponentType<Record<string, unknown>>

const dom = rootPerTest()
afterEach(() => jest.restoreAllMocks())

const render = (props: Record<string, unknown>) => act(() => dom.root.render(createElement(Image, props)))

test('markup and classes as Taro: a div.taro-img around the img, the mode class, widthFix, the ref on the div', () => {
  const ref = createRef<HTMLDivElement>()
  render({ ref, src: '/a.png', mode: 'widthFix', className: 'cover', style: { width: '10px' }, 'aria-label': 'x' })
  const div = dom.host.firstElementChild as HTMLDivElement
  expect(div.className).toBe('taro-img taro-img__widthfix cover')
  expect(div.getAttribute('aria-label')).toBe('x')
  expect(div.style.width).toBe('10px')
  expect(ref.current).toBe(div)
  const img = div.querySelector('img')!
  expect(img.className).toBe('taro-img__mode-widthfix')
  expect(img.getAttribute('src')).toBe('/a.png')
  render({ src: '/a.png' })
  expect(dom.host.querySelector('img')!.className).toBe('taro-img__mode-scaletofill')
})

test('a load event without onLoad reads no size; with onLoad the size is in detail', () => {
  const width = jest.spyOn(HTMLImageElement.prototype, 'width', 'get').mockReturnValue(320)
  jest.spyOn(HTMLImageElement.prototype, 'height', 'get').mockReturnValue(180)
  render({ src: '/a.png' })
  act(() => {
    dom.host.querySelector('img')!.dispatchEvent(new Event('load'))
  })
  expect(width).not.toHaveBeenCalled()

  const onLoad = jest.fn()
  render({ src: '/a.png', onLoad })
  act(() => {
    dom.host.querySelector('img')!.dispatchEvent(new Event('load'))
  })
  expect(onLoad).toHaveBeenCalledTimes(1)
  expect(onLoad.mock.calls[0][0].detail).toEqual({ width: 320, height: 180 })
})

test('lazyLoad: no src until the image comes near the viewport, then the address once', () => {
  const observers: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] =
    []
  class FakeObserver {
    entry: (typeof observers)[number]
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { cb, options, disconnected: false }
      observers.push(this.entry)
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true
    }
  }
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver
  render({ src: '/far.png', lazyLoad: true })
  const img = dom.host.querySelector('img')!
  expect(img.getAttribute('src')).toBeNull()
  expect(img.getAttribute('data-src')).toBe('/far.png')
  expect(observers).toHaveLength(1)
  expect(observers[0].options).toEqual({ rootMargin: '300px 0px' })
  act(() => observers[0].cb([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver))
  expect(img.getAttribute('src')).toBeNull()
  act(() => observers[0].cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
  expect(img.getAttribute('src')).toBe('/far.png')
  expect(observers[0].disconnected).toBe(true)
})
