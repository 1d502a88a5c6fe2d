/**
 * The report's charts as @antv/f2 element trees (built with F2's `jsx`, no hand-drawn chart code), shared by
 * the H5 and mini-program wrappers: they differ only in where the canvas context comes from.
 */
import { Axis, Chart as F2Chart, Interval, Line, Point, jsx } from '@antv/f2'
import { colors } from '../../../styles/tokens'
import type { ChartDatum, ChartProps, ShareCard } from './types'

/** F2's `jsx` with its generic component classes taken as plain element types. */
const h = (type: unknown, props: Record<string, unknown>, ...children: unknown[]) =>
  jsx(type as Parameters<typeof jsx>[0], props, ...children)

/** The design tokens' colours (src/styles/tokens.ts) for the canvas, which cannot read SCSS. */
export const CHART_COLORS = {
  bar: colors.inkSoft,
  barSelected: colors.ink,
  label: colors.textMuted,
  text: colors.text,
  grid: colors.line,
  surface: colors.surface,
  series: [colors.inkSoft, colors.gold, colors.danger]
}

/** At most this many x labels are drawn; the rest stay in the text alternative. */
const MAX_X_LABELS = 7

function xTicks(data: ChartDatum[]): string[] {
  const step = Math.max(1, Math.ceil(data.length / MAX_X_LABELS))
  return data.filter((_, i) => i % step === 0).map((d) => d.key)
}

/** One chart (bars, or lines for series) filling `width` × `height` at (left, top). */
export function chartTree(
  props: Pick<ChartProps, 'data' | 'kind' | 'yMax' | 'onSelect'>,
  box: { left: number; top: number; width: number; height: number }
) {
  const { data, kind = 'bar', yMax, onSelect } = props
  const labels = new Map(data.map((d) => [d.key, d.label]))
  const keys = [...new Set(data.map((d) => d.key))]
  const label = { fill: CHART_COLORS.label, fontSize: 11 }
  let pending: ChartDatum | null = null
  const select = (selected: ChartDatum[] | null) => {
    // F2 may report one tap twice; the last report of the tap wins
    if (!onSelect || !selected?.length) return
    const first = pending === null
    pending = selected[0]
    if (first)
      void Promise.resolve().then(() => {
        const d = pending
        pending = null
        if (d) onSelect(d, keys.indexOf(d.key))
      })
  }
  const geometry =
    kind === 'bar'
      ? h(Interval, {
          x: 'key',
          y: 'value',
          color: CHART_COLORS.bar,
          selection: onSelect
            ? {
                type: 'single',
                triggerOn: 'click',
                cancelable: false,
                selectedStyle: { fill: CHART_COLORS.barSelected },
                onChange: ({ selected }: { selected: ChartDatum[] | null }) => select(selected)
              }
            : undefined
        })
      : [
          h(Line, { x: 'key', y: 'value', color: { field: 'series', range: CHART_COLORS.series } }),
          h(Point, { x: 'key', y: 'value', color: { field: 'series', range: CHART_COLORS.series }, size: 3 })
        ]
  return h(
    F2Chart,
    {
      data,
      style: { ...box, padding: [12, 8, 8, 8] },
      scale: {
        key: { type: 'cat', values: keys, ticks: xTicks(data) },
        value: {
          min: 0,
          ...(yMax ? { max: yMax, nice: false, tickCount: yMax <= 10 ? yMax + 1 : 5 } : { nice: true, tickCount: 4 })
        }
      }
    },
    h(Axis, {
      field: 'key',
      formatter: (k: string) => labels.get(k) ?? k,
      style: { label, line: { stroke: CHART_COLORS.grid } }
    }),
    h(Axis, { field: 'value', style: { label, grid: { stroke: CHART_COLORS.grid, lineDash: [2] } } }),
    geometry
  )
}

/** The 375 × 650 share image (spec §9): title, period, figures and the day chart. */
export function shareTree(card: ShareCard) {
  const text = (x: number, y: number, value: string, fontSize: number, fill = CHART_COLORS.text, bold = false) =>
    h('text', { style: { x, y, text: value, fontSize, fill, fontWeight: bold ? 'bold' : 'normal' } })
  const figures = card.figures.flatMap((f, i) => {
    const x = 24 + (i % 2) * 168
    const y = 150 + Math.floor(i / 2) * 90
    return [text(x, y, f.value, 30, CHART_COLORS.barSelected, true), text(x, y + 44, f.label, 14, CHART_COLORS.label)]
  })
  return [
    h('rect', { style: { x: 0, y: 0, width: 375, height: 650, fill: CHART_COLORS.surface } }),
    text(24, 40, card.title, 24, CHART_COLORS.text, true),
    text(24, 84, card.subtitle, 15, CHART_COLORS.label),
    ...figures,
    text(24, 360, card.chartTitle, 15, CHART_COLORS.text, true),
    chartTree({ data: card.data }, { left: 16, top: 390, width: 343, height: 210 }),
    text(24, 620, card.footer, 12, CHART_COLORS.label)
  ]
}
