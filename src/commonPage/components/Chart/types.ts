/** Props of the report's chart wrapper (`./index`: H5, mini-program and a text-only default for tests). */

export interface ChartDatum {
  /** The x value (a day, a month, an hour). */
  key: string
  /** How the x value reads on the axis and to a screen reader. */
  label: string
  value: number
  /** Lines only: which series the point belongs to. */
  series?: string
}

export interface ChartProps {
  /** Visible heading and the start of the text alternative. */
  title: string
  data: ChartDatum[]
  kind?: 'bar' | 'line'
  /** A fixed top of the value axis (scales 1–5); otherwise it fits the data. */
  yMax?: number
  /** The text alternative of the whole chart (aria-label). */
  summary: string
  /** The accessible name of each bar (its button in the text alternative), when bars can be tapped. */
  barLabel?: (d: ChartDatum) => string
  onSelect?: (d: ChartDatum, index: number) => void
  /** CSS pixels. */
  height?: number
  /** Test hook and anchor for the share image. */
  id?: string
}

/** What the share image shows. */
export interface ShareCard {
  title: string
  subtitle: string
  figures: { label: string; value: string }[]
  chartTitle: string
  data: ChartDatum[]
  footer: string
}
