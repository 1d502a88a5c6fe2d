import Landing from '../components/Landing'

/** Campaign landing page `seven`: its content is the `seven` campaign definition served by the server. */
export default function Seven() {
  return <Landing campaign='seven' />
}
