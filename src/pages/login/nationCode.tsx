import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate, navigateBack } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import './nationCode.scss'
import '../../i18n/zh-Hant/login'

/** Calling codes offered by the picker, most used first (the product serves Chinese speakers, spec §1). */
export const NATION_CODES = [
  '886',
  '86',
  '852',
  '853',
  '65',
  '60',
  '1',
  '44',
  '61',
  '64',
  '81',
  '82',
  '66',
  '49',
  '33'
] as const

/** The nation-code picker: sets `root.loginPanel.nationCode` and goes back to the form. */
function NationCodePage() {
  const root = useStores()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase().replace(/^\+/, '')
  const items = NATION_CODES.map((code) => ({ code, name: t(`login.nations.c${code}`) })).filter(
    (i) => !q || i.code.startsWith(q) || i.name.toLowerCase().includes(q)
  )
  const pick = (code: string) => {
    root.loginPanel.setNationCode(code)
    if (Taro.getCurrentPages().length > 1) navigateBack()
    else navigate(Routes.loginPhone, 'redirect')
  }
  return (
    <AppPage className='nation-code-page'>
      <NavBar title={t('login.nationCode')} />
      {/* own field, not AtSearchBar: AtSearchBar cannot label its input nor translate its 搜索 button */}
      <View className='nation-code__search'>
        <Input
          className='nation-code__input'
          value={query}
          placeholder={t('login.nationSearch')}
          aria-label={t('login.nationSearch')}
          onInput={(e) => setQuery(e.detail.value)}
        />
      </View>
      <View className='list-group' role='listbox' aria-label={t('login.nationCode')}>
        {items.length === 0 && (
          <View className='list-row'>
            <Text className='list-row__value'>{t('login.nationNone')}</Text>
          </View>
        )}
        {items.map((i) => (
          <View
            key={i.code}
            className={`list-row nation-code__item${root.loginPanel.nationCode === i.code ? ' nation-code__item--on' : ''}`}
            role='option'
            aria-selected={root.loginPanel.nationCode === i.code}
            data-code={i.code}
            onClick={() => pick(i.code)}
          >
            <Text className='list-row__title'>{i.name}</Text>
            <Text className='list-row__value'>+{i.code}</Text>
          </View>
        ))}
      </View>
    </AppPage>
  )
}

export default observer(NationCodePage)
