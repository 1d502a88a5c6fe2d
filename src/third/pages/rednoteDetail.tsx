import Landing from '../components/Landing'

/** A Xiaohongshu-style note of the rednote campaign (`?note=<id>`), with the course it talks about. */
export default function RednoteDetail() {
  return <Landing campaign='rednote' note />
}
