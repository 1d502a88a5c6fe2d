-- Issue 33 (error code 5001): an event the operators mark as needing a bound mobile. Signing up for it (free or
-- paid) answers 5001 to a user without one; the app's bind-mobile popup binds it and the sign-up is sent again.
ALTER TABLE "course_events" ADD COLUMN "needs_mobile" boolean DEFAULT false NOT NULL;
