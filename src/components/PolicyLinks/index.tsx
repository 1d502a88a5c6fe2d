/**
 * The links to the site documents (issue 32: privacy policy, terms of service, refund policy), as a sentence
 * under a form: "By signing up you agree to the [terms] and [privacy policy]". Registration, checkout (the pay
 * bar) and About use it, so it lives in src/components. The documents themselves are the operators' content,
 * shown by /commonPage/pages/policy?key=….
 */
import { View, Text } from '@tarojs/components'
import type { SiteDocumentKey } from '../../protocol/shop'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import './index.scss'
import '../../i18n/zh-Hant/shop'

export const policyUrl = (key: SiteDocumentKey) => buildUrl(Routes.policy, { key })

function PolicyLink({ doc }: { doc: SiteDocumentKey }) {
  const open = () => navigate(policyUrl(doc))
  return (
    <Text className={`policy-links__link policy-links__link--${doc}`} role='link' onClick={open}>
      {t(`shop.policy.${doc}`)}
    </Text>
  )
}

/** Where the sentence stands: its lead-in and the documents it names. */
const CONTEXTS = {
  register: { lead: 'shop.policy.registerLead', docs: ['terms', 'privacy'] },
  checkout: { lead: 'shop.policy.checkoutLead', docs: ['terms', 'refund'] }
} as const

export default function PolicyLinks({ context, className }: { context: keyof typeof CONTEXTS; className?: string }) {
  const { lead, docs } = CONTEXTS[context]
  return (
    <View className={`policy-links policy-links--${context}${className ? ` ${className}` : ''}`}>
      <Text>{t(lead)}</Text>
      {docs.map((d, i) => (
        <Text key={d}>
          {i > 0 && <Text>{i === docs.length - 1 ? t('shop.policy.and') : t('shop.policy.sep')}</Text>}
          <PolicyLink doc={d} />
        </Text>
      ))}
      <Text>{t('shop.policy.end')}</Text>
    </View>
  )
}
