/** Display helpers shared by the pages. */
export const twd = (cents: unknown) =>
  typeof cents === 'number' ? `NT$${(cents / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}` : ''
