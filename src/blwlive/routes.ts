/** Pages of the blwlive subpackage (spec §2 /blwlive/pages/*). */
export const BlwRoutes = {
  liveRoom: '/blwlive/pages/liveRoom',
  teacherLive: '/blwlive/pages/teacherLive',
  buyResult: '/blwlive/pages/buyResult'
} as const
