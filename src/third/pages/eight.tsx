import Landing from '../components/Landing'

/** Campaign landing page `eight`: its content is the `eight` campaign definition served by the server. */
export default function Eight() {
  return <Landing campaign='eight' />
}
