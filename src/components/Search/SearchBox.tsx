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
  return (
    <View className='search-box' role='search'>
      <View className='search-box__field'>
        <Icon name='search' size={16} className='search-box__glyph' />
        <Input
          className='search-box__input'
          type='text'
          confirmType='search'
          value={value}
          focus={focus}
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
