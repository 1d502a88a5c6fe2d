import Landing from '../components/Landing'

/** Campaign landing page `two`: its content is the `two` campaign definition served by the server. */
export default function Two() {
  return <Landing campaign='two' />
}
