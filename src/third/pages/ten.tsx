import Landing from '../components/Landing'

/** Campaign landing page `ten`: its content is the `ten` campaign definition served by the server. */
export default function Ten() {
  return <Landing campaign='ten' />
}
