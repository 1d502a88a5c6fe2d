import { View, Text, Image } from '@tarojs/components'
import type { EquityCourseDTO } from '../../../protocol/commerce'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { mediaUrl } from '../../../services/http'
import './index.scss'
import { imageAlt } from '../../../utils/imageAlt'

/**
 * The courses an annual card makes free, as a card of rows that open the course (the benefits page and the
 * purchased card page). `tag` names a course's card when it needs the higher one. The `eq` styles of both
 * annual-pass pages live beside this component.
 */
export function CardCourses({
  title,
  courses,
  tag
}: {
  title: string
  courses: EquityCourseDTO[]
  tag?: (course: EquityCourseDTO) => string | null
}) {
  return (
    <View className='eq__card'>
      <Text className='eq__h'>{title}</Text>
      {courses.map((c) => {
        const label = tag?.(c)
        return (
          <View
            key={c.sku}
            className='eq__course'
            role='link'
            onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: c.sku }))}
          >
            <Image {...imageAlt('')} className='eq__cover' src={mediaUrl(c.cover)} mode='aspectFill' aria-hidden />
            <Text className='eq__ctitle'>{c.title}</Text>
            {label && <Text className='eq__tag'>{label}</Text>}
          </View>
        )
      })}
    </View>
  )
}
