import Landing from '../components/Landing'

/** Campaign landing page `five_en`: its content is the `five_en` campaign definition served by the server. */
export default function FiveEn() {
  return <Landing campaign='five_en' />
}
