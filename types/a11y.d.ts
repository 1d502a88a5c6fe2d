/**
 * Accessibility attributes on every Taro component: Taro passes unknown props through to the DOM on H5 and to
 * the mini-program node (WeChat supports `aria-*` and `role` for its screen reader), but only View declares
 * `role` in its typings.
 */
import type { BaseTouchEvent, ITouchEvent } from '@tarojs/components/types/common'

declare module '@tarojs/components/types/common' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface StandardProps<T = any, TouchEvent extends BaseTouchEvent<any> = ITouchEvent> {
    role?: string
    'aria-label'?: string
    'aria-hidden'?: boolean
    'aria-level'?: number
    'aria-selected'?: boolean
    'aria-checked'?: boolean
    'aria-live'?: string
    'aria-modal'?: string | boolean
  }
}
