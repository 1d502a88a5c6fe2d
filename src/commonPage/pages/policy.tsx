import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import { SITE_DOCUMENT_KEYS, type SiteDocumentKey } from '../../protocol/shop'
import { useStores } from '../../stores'
import { getLocale, t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import { useRemote } from '../../utils/useRemote'
import './shop.scss'
import '../../i18n/zh-Hant/shop'
import '../../services/api/shop'

/** The document's blocks: a blank line ends a paragraph, a "## " line is a heading. */
function blocksOf(body: string): { heading: boolean; text: string }[] {
  const out: { heading: boolean; text: string }[] = []
  for (const para of body.split(/\n\s*\n/))
    for (const line of para.split('\n')) {
      const text = line.trim()
      if (text) out.push(text.startsWith('## ') ? { heading: true, text: text.slice(3) } : { heading: false, text })
    }
  return out
}

/** A site document by key (`?key=privacy|terms|refund`, issue 32): the operators' text in the app's language. */
function PolicyPage() {
  const root = useStores()
  const param = useRouter().params?.key
  const key: SiteDocumentKey = (SITE_DOCUMENT_KEYS as readonly string[]).includes(param ?? '')
    ? (param as SiteDocumentKey)
    : 'privacy'
  const title = t(`shop.policy.${key}`)
  useNavTitle(title)
  const remote = useRemote(() => root.deps.api.shop.document(key), [key, getLocale()])
  const doc = remote.data
  const date = doc ? new Date(doc.updated_at).toLocaleDateString(getLocale() === 'en' ? 'en' : 'zh-TW') : ''
  return (
    <AppPage className='shop-page'>
      <View className='shop'>
        <StateView remote={remote} emptyText={t('shop.policy.missing')}>
          {doc && (
            <View className='shop__document' data-key={key}>
              <Text className='shop__title' role='heading' aria-level={1}>
                {doc.title}
              </Text>
              <Text className='shop__muted'>{t('shop.policy.updated', { date })}</Text>
              {blocksOf(doc.body).map((b, i) =>
                b.heading ? (
                  <Text key={i} className='shop__heading' role='heading' aria-level={2}>
                    {b.text}
                  </Text>
                ) : (
                  <Text key={i} className='shop__paragraph' userSelect>
                    {b.text}
                  </Text>
                )
              )}
              <View className='shop__others' role='navigation' aria-label={t('shop.policy.listLabel')}>
                {SITE_DOCUMENT_KEYS.filter((k) => k !== key).map((k) => (
                  <Text
                    key={k}
                    className='shop__link'
                    role='link'
                    onClick={() => navigate(`${Routes.policy}?key=${k}`, 'redirect')}
                  >
                    {t(`shop.policy.${k}`)}
                  </Text>
                ))}
                <Text className='shop__link' role='link' onClick={() => navigate(Routes.contact)}>
                  {t('shop.policy.contact')}
                </Text>
              </View>
            </View>
          )}
        </StateView>
      </View>
    </AppPage>
  )
}

export default observer(PolicyPage)
