import Landing from '../components/Landing'

/** Campaign landing page `five`: its content is the `five` campaign definition served by the server. */
export default function Five() {
  return <Landing campaign='five' />
}
