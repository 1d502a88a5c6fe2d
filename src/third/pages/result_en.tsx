import Landing from '../components/Landing'

/** After a purchase from a campaign (English): what was bought and how to start (`?order_no`). */
export default function ResultEn() {
  return <Landing campaign='result_en' result />
}
