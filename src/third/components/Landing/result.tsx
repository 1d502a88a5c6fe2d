/** The result block (after a purchase); H5 loads it on its own (./result.h5.tsx). */
export { default } from './ResultView'
