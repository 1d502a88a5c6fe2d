/**
 * The design tokens' colours for TypeScript: canvas drawing, charts, posters, and the colour props of Taro
 * components (a slider's track, a modal's confirm button), which take a colour string and cannot read SCSS.
 * The same names as src/styles/_tokens.scss (`$jx-ink-soft` → `colors.inkSoft`, `$jx-amber-31-2` →
 * `colors.amber31_2`), the same values: __tests__/tokens.test.ts fails when the two differ, so change both.
 *
 * Not (yet) taking these: the page configs (app.config.ts, *.config.ts) keep their hex values because Taro reads
 * them at build time into each page's JSON, and an import there was not tried with both builds in issue 30's
 * round; the Maya calendar's glyph palette (mayaCalendar/lib/glyphs.ts) is the calendar's own five colours,
 * not the app's design.
 */
const palette = {
  /** $jx-ink: primary brand colour: buttons, active tabs (white text on it: 11.9:1) */
  ink: '#1f3d36',
  /** $jx-ink-soft: links and secondary actions on white (6.4:1) */
  inkSoft: '#2d6a5c',
  /** $jx-green: play marks, preview badges (white text on it: 5.9:1) */
  green: '#2f6e5e',
  /** $jx-text: body text (15.9:1 on white) */
  text: '#222222',
  /** $jx-text-secondary: subtitles, list text (7.6:1 on white) */
  textSecondary: '#4a5552',
  /** $jx-text-muted: meta text, timestamps, lesson numbers (5.7:1 on white, 5.2:1 on $jx-page-cool) */
  textMuted: '#5d6966',
  textOnDark: '#ffffff', // $jx-text-on-dark
  /** $jx-text-on-dark-muted: meta text on $jx-ink or on video black (9:1 on $jx-ink) */
  textOnDarkMuted: '#d4dcda',
  /** $jx-price: prices (5.9:1 on white) */
  price: '#b23a2a',
  /** $jx-danger: errors (6.0:1 on white) */
  danger: '#b0412c',
  /** $jx-gold: membership/annual-card accents (5.6:1 on $jx-gold-bg) */
  gold: '#74590f',
  goldBg: '#f7eccf', // $jx-gold-bg
  /** $jx-surface: cards */
  surface: '#ffffff',
  /** $jx-page: page background */
  page: '#f8f8f8',
  /** $jx-page-cool: commerce pages background */
  pageCool: '#f5f7f6',
  /** $jx-line: dividers */
  line: '#e6ebea',
  /** $jx-line-faint: separators between the rows of a card */
  lineFaint: '#f1f1f1',
  /** $jx-cover-placeholder: behind a cover image while it loads */
  coverPlaceholder: '#e8eeec',
  /** $jx-disabled-text: text of a disabled control (4.6:1 on white) */
  disabledText: '#6f7c79',
  // the rest of the palette, by hue and lightness (HSL %): new code takes a semantic colour above
  amber14: '#2e2618', // $jx-amber-14
  amber15: '#3b2b12', // $jx-amber-15
  amber18: '#5a3d00', // $jx-amber-18
  amber21: '#4a3a22', // $jx-amber-21
  amber25: '#6b4a16', // $jx-amber-25
  amber26: '#7a4f0d', // $jx-amber-26
  amber29: '#5d4e36', // $jx-amber-29
  amber31: '#8a4b12', // $jx-amber-31
  amber31_2: '#8a5a12', // $jx-amber-31-2
  amber32: '#6b5836', // $jx-amber-32
  amber35: '#6b5d45', // $jx-amber-35
  amber38: '#a8741c', // $jx-amber-38
  amber40: '#b07a1c', // $jx-amber-40
  amber40_2: '#7a6a50', // $jx-amber-40-2
  amber51: '#c89b3c', // $jx-amber-51
  amber60: '#c9a46a', // $jx-amber-60
  amber75: '#f3d58b', // $jx-amber-75
  amber80: '#f3d9a4', // $jx-amber-80
  amber83: '#f1dfb8', // $jx-amber-83
  amber87: '#efe4cc', // $jx-amber-87
  amber89: '#ece6da', // $jx-amber-89
  amber91: '#f3ecdd', // $jx-amber-91
  amber92: '#fff1d6', // $jx-amber-92
  amber94: '#f7f3ea', // $jx-amber-94
  amber94_2: '#fdf3e3', // $jx-amber-94-2
  amber97: '#fffaf0', // $jx-amber-97
  blue25: '#2b3a55', // $jx-blue-25
  blue41: '#4a5f86', // $jx-blue-41
  green20: '#2b3a36', // $jx-green-20
  green23: '#33423e', // $jx-green-23
  green27: '#36524a', // $jx-green-27
  green28: '#2f5f54', // $jx-green-28
  green30: '#3b5c54', // $jx-green-30
  green33: '#2d7a64', // $jx-green-33
  green33_2: '#3f6b5f', // $jx-green-33-2
  green34: '#2e7d32', // $jx-green-34
  green35: '#52615d', // $jx-green-35
  green37: '#3f7d6e', // $jx-green-37
  green39: '#4a7c59', // $jx-green-39
  green53: '#6aa596', // $jx-green-53
  green65: '#9bb0aa', // $jx-green-65
  green74: '#9fd8c5', // $jx-green-74
  green78: '#b9d3ca', // $jx-green-78
  green81: '#c9d6d2', // $jx-green-81
  grey0: '#000000', // $jx-grey-0
  grey20: '#333333', // $jx-grey-20
  grey27: '#444444', // $jx-grey-27
  grey33: '#555555', // $jx-grey-33
  grey40: '#666666', // $jx-grey-40
  grey47: '#777777', // $jx-grey-47
  grey57: '#8a9894', // $jx-grey-57
  grey74: '#b9c2c0', // $jx-grey-74
  grey78: '#c8c8c8', // $jx-grey-78
  grey87: '#dddddd', // $jx-grey-87
  grey89: '#dfe6e4', // $jx-grey-89
  grey93: '#eceff0', // $jx-grey-93
  red46: '#c0392b', // $jx-red-46
  red58: '#d9534f', // $jx-red-58
  red65: '#ff4d6d', // $jx-red-65
  red84: '#f0c9bd' // $jx-red-84
}

/** Each colour typed as a string (not its literal), so a variable can hold any of them. */
export const colors: { readonly [K in keyof typeof palette]: string } = palette

export type ColorToken = keyof typeof palette
