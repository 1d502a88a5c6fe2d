import Landing from '../components/Landing'

/** Campaign landing page `six`: its content is the `six` campaign definition served by the server. */
export default function Six() {
  return <Landing campaign='six' />
}
