-- Issue 32 item 2: why an invitation earned no gold, kept with it (the app states the reason, never guesses).
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "reward_note" text;
--> statement-breakpoint
-- Issue 32 item 3: a course's offer ends at a real time (campaign landings count down only to it).
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "offer_ends_at" timestamp with time zone;
