export interface SeekSliderProps {
  value: number
  max: number
  /** the accessible name ("Progress") */
  label: string
  /** what a screen reader says for the value ("1:05 of 10:00") */
  valueText: string
  /** seconds moved by one arrow key press */
  keyStep?: number
  className?: string
  onChanging?(value: number): void
  onChange(value: number): void
}
