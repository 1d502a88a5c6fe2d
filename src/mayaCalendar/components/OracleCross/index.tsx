import { View, Image, Text } from '@tarojs/components'
import { imageAlt } from '../../../utils/imageAlt'
import { observer } from 'mobx-react'
import { t } from '../../../i18n'
import { oracleOf } from '../../lib/dreamspell'
import { kinDisplayName } from '../names'
import { oracleUri } from '../glyphs'
import './index.scss'
import '../../../i18n/zh-Hant/maya'

const ROLES = ['guide', 'antipode', 'destiny', 'analog', 'occult'] as const

/** The five-kin oracle cross (picture from oracleCrossSvg) with a labelled legend laid out as the same cross. */
function OracleCross({ kin, name }: { kin: number; name: string }) {
  const o = oracleOf(kin)
  const kins: Record<(typeof ROLES)[number], number> = {
    destiny: kin,
    guide: o.guide,
    analog: o.analog,
    antipode: o.antipode,
    occult: o.occult
  }
  return (
    <View className='oracle maya-card' data-kin={kin}>
      <Text className='oracle__title' role='heading' aria-level={2}>
        {t('maya.kin.oracleTitle', { name })}
      </Text>
      <Image className='oracle__picture' src={oracleUri(kin)} mode='aspectFit' {...imageAlt(t('maya.kin.oracleAlt'))} />
      <View className='oracle__legend'>
        {ROLES.map((role) => (
          <View key={role} className={`oracle__entry oracle__entry--${role}`} data-role={role} data-kin={kins[role]}>
            <Text className='oracle__role'>{t(`maya.kin.${role}`)}</Text>
            <Text className='oracle__kin'>{t('maya.calendar.kin', { kin: kins[role] })}</Text>
            <Text className='oracle__name'>{kinDisplayName(kins[role])}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export default observer(OracleCross)
