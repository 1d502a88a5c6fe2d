import Landing from '../components/Landing'

/** Campaign landing page `rednote`: its content is the `rednote` campaign definition served by the server. */
export default function Rednote() {
  return <Landing campaign='rednote' />
}
