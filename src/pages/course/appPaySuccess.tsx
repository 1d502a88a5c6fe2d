import AppPayOutcome from '../../components/AppPayOutcome'

/** The native app shell's return after a completed payment (`?order_no`). */
export default function AppPaySuccess() {
  return <AppPayOutcome returned='success' />
}
