import Landing from '../components/Landing'

/** Campaign landing page `tengxun`: its content is the `tengxun` campaign definition served by the server. */
export default function Tengxun() {
  return <Landing campaign='tengxun' />
}
