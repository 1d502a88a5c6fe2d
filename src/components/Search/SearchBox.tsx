import { useEffect, useRef } from 'react'
import { View, Input, Button } from '@tarojs/components'
import { t } from '../../i18n'
import { SEARCH_KEYWORD_MAX } from '../../protocol/search'
import Icon from '../Icon'
import './search.scss'
import '../../i18n/zh-Hant/search'

/**
 * The search field of the search pages. Our own rather than taro-ui's AtSearchBar: AtSearchBar's input has no
 * accessible name, and its clear and action controls are unlabelled views (the clear one reacts to touch only).
 * The clear button stays in the tree and is hidden by class (stable tree for Taro H5).
 *
 * `focus` on H5 focuses the field with `preventScroll`, not through Input's own `focus` (issue 32 item 7: the
 * search page opened painted off-screen). Taro's Input calls a plain `input.focus()` as it mounts, while the
 * router still slides the new page in from `translateX(100%)`; the browser then scrolls the hidden-overflow page
 * container sideways to reveal the field, and once the slide ends the page sits shifted out of view.
 */
export default function SearchBox({
  value,
  placeholder,
  focus,
  onChange,
  onSubmit
}: {
  value: string
  placeholder: string
  focus?: boolean
  onChange: (value: string) => void
  onSubmit: (value: string) => void
}) {
  const field = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || !focus) return
    // the native <input> appears once the Input web component has rendered: try each frame until it is there
    let frame = 0
    const tryFocus = (left: number) => {
      const input = field.current?.querySelector('input')
      if (input) input.focus({ preventScroll: true })
      else if (left > 0) frame = requestAnimationFrame(() => tryFocus(left - 1))
    }
    tryFocus(60)
    return () => cancelAnimationFrame(frame)
  }, [focus])
  return (
    <View className='search-box' role='search'>
      <View className='search-box__field' ref={field as never}>
        <Icon name='search' size={16} className='search-box__glyph' />
        <Input
          className='search-box__input'
          type='text'
          confirmType='search'
          value={value}
          focus={process.env.TARO_ENV === 'h5' ? false : focus}
          maxlength={SEARCH_KEYWORD_MAX}
          placeholder={placeholder}
          aria-label={t('search.field')}
          onInput={(e) => onChange(e.detail.value)}
          onConfirm={(e) => onSubmit(e.detail.value)}
        />
        <View
          className={`search-box__clear${value ? '' : ' is-hidden'}`}
          role='button'
          aria-label={t('search.clear')}
          onClick={() => onChange('')}
        >
          <Icon name='close-circle' size={16} />
        </View>
      </View>
      <Button className='search-box__submit' role='button' onClick={() => onSubmit(value)}>
        {t('search.submit')}
      </Button>
    </View>
  )
}
