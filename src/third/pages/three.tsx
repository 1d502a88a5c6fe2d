import Landing from '../components/Landing'

/** Campaign landing page `three`: its content is the `three` campaign definition served by the server. */
export default function Three() {
  return <Landing campaign='three' />
}
