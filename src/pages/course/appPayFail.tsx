import AppPayOutcome from '../../components/AppPayOutcome'

/** The native app shell's return after a failed or cancelled payment (`?order_no`[&msg]). */
export default function AppPayFail() {
  return <AppPayOutcome returned='fail' />
}
