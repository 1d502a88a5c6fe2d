export interface MultilineFieldProps {
  /** the box's class; on H5 the <textarea> is its child, on the mini-program the field itself */
  className?: string
  value: string
  /** the browser's own cap on characters (a rule that counts differently is checked by the caller) */
  maxLength?: number
  placeholder?: string
  /** the accessible name */
  label: string
  /** grows with its text instead of scrolling */
  autoHeight?: boolean
  onInput(value: string): void
  onFocus?(): void
}
