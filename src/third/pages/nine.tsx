import Landing from '../components/Landing'

/** Campaign landing page `nine`: its content is the `nine` campaign definition served by the server. */
export default function Nine() {
  return <Landing campaign='nine' />
}
