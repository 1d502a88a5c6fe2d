/** A fresh shuffle for the discovery feed: the server orders its random picks by this seed. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647)
}
