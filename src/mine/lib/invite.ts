/** The personal invite link: the app home with the inviter (launch.ts keeps it across the friend's login). */
export function inviteLink(userId: number, origin: string): string {
  return `${origin.replace(/\/+$/, '')}/?invite_user_id=${encodeURIComponent(String(userId))}`
}
