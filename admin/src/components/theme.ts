/**
 * The console's antd theme: the default look with darker primary and secondary text colours, so text passes
 * WCAG AA contrast (axe color-contrast): antd 5's #1677ff under white button text is 4.1:1, its 45 % grey
 * descriptions 3.0:1, and its preset tag colours about 3:1.
 */
import type { ThemeConfig } from 'antd'

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // a form's error text: antd's #ff4d4f is 3.3:1 on white
    colorError: '#cf1322'
  }
}

/** Solid tag colours with white text at ≥ 4.5:1. */
export const TAG = {
  green: '#237804',
  gold: '#874d00',
  red: '#a8071a',
  orange: '#ad4e00',
  blue: '#0958d9'
} as const
