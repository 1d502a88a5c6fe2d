/**
 * The Animation for places shown on many pages (empty states): the mini-program and jest use it directly;
 * lazy.h5.tsx fetches the component only when such a place is shown.
 */
export { default } from './index'
