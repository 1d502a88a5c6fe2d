-- Issue 31 (live chat moderation in the console): a moderator hides a live chat message. A hidden message leaves
-- the room's history and the replay; the row stays (who said what, for the audit log and a later restore).
ALTER TABLE "live_messages" ADD COLUMN "hidden_at" timestamp with time zone;
