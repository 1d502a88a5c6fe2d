import Landing from '../components/Landing'

/** Campaign landing page `one`: its content is the `one` campaign definition served by the server. */
export default function One() {
  return <Landing campaign='one' />
}
