-- The membership trial once per identity ever (schema/gifts.ts member_trial_identities): keyed hashes of the
-- identities that have had one, written with the trial.
CREATE TABLE "member_trial_identities" (
	"hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
