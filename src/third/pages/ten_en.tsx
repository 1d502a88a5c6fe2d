import Landing from '../components/Landing'

/** Campaign landing page `ten_en`: its content is the `ten_en` campaign definition served by the server. */
export default function TenEn() {
  return <Landing campaign='ten_en' />
}
