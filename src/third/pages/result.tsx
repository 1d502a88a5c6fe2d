import Landing from '../components/Landing'

/** After a purchase from a campaign: what was bought and how to start (`?order_no`). */
export default function Result() {
  return <Landing campaign='result' result />
}
