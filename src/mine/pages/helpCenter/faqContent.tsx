import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import { ListGroup, ListRow } from '../../../components/ListRow'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t, getLocale } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { useRemote } from '../../../utils/useRemote'
import './help.scss'
import '../../../i18n/zh-Hant/mine'

/** One question and its answer (`?id=`), with the other questions of its category. */
function FaqContentPage() {
  const root = useStores()
  const id = Number(useRouter().params?.id)
  useNavTitle(t('mine.faqContent'))
  const remote = useRemote(
    () => root.deps.api.user.faqs(),
    [getLocale()],
    (l) => !l.some((f) => f.id === id)
  )
  const faq = remote.data?.find((f) => f.id === id)
  const related = faq ? (remote.data || []).filter((f) => f.category === faq.category && f.id !== faq.id) : []
  return (
    <AppPage className='faq-content-page'>
      <NavBar title={t('common.titles.faqContent')} />
      <StateView remote={remote} emptyText={t('mine.faqMissing')}>
        {faq && (
          <View>
            <View className='help__article'>
              <Text className='help__category-tag'>{faq.category}</Text>
              <Text className='help__question-title' role='heading' aria-level={1}>
                {faq.question}
              </Text>
              <Text className='help__answer' userSelect>
                {faq.answer}
              </Text>
            </View>
            {related.length > 0 && (
              <ListGroup>
                <ListRow title={<Text className='help__category-title'>{t('mine.faqRelated')}</Text>} />
                {related.map((f) => (
                  <ListRow
                    key={f.id}
                    className='help__question'
                    title={f.question}
                    onClick={() => navigate(buildUrl(Routes.mineFaqContent, { id: f.id }), 'redirect')}
                  />
                ))}
              </ListGroup>
            )}
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(FaqContentPage)
