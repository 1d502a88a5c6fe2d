/** Enterprise payloads shared by the route files. */
import type { EnterpriseBrandDTO } from '@app/protocol'
import type { EnterpriseRow } from '../../db/repos/enterprise'
import { pick, type Lang } from '../../i18n'

export function brandDTO(e: EnterpriseRow, lang: Lang): EnterpriseBrandDTO {
  return { slug: e.slug, name: pick(lang, e.nameZh, e.nameEn), intro: pick(lang, e.introZh, e.introEn), logo: e.logo }
}
