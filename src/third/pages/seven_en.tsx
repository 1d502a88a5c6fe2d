import Landing from '../components/Landing'

/** Campaign landing page `seven_en`: its content is the `seven_en` campaign definition served by the server. */
export default function SevenEn() {
  return <Landing campaign='seven_en' />
}
