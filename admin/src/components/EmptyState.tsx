/**
 * The console's one empty state of a table: antd's own (the small picture a table without rows shows) with the
 * page's sentence ("no lessons yet: add the first one"). A plain string as a table's `locale.emptyText` is drawn in
 * antd's disabled grey (25 % black, 1.6:1 on white: axe colour contrast, WCAG AA wants 4.5:1); antd's Empty draws
 * its text in the description grey, which the console's theme darkens to pass (./theme). So a page never passes its
 * own string: `<Table locale={emptyLocale(t('…'))}>`.
 */
import { Empty } from 'antd'

export function EmptyState({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
}

/** A table's `locale` whose empty state says `text`. */
export function emptyLocale(text: string) {
  return { emptyText: <EmptyState text={text} /> }
}
