import Landing from '../components/Landing'

/** Campaign landing page `four`: its content is the `four` campaign definition served by the server. */
export default function Four() {
  return <Landing campaign='four' />
}
