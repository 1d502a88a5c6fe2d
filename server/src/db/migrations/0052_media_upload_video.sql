-- Video uploads from the operator console (issue 31 "Media", storage/processUpload.ts): a ready video upload has
-- an HLS playlist (media_path, member_media_path) and a poster still. Hand-written (the slot was reserved).
ALTER TABLE "media_uploads" ADD COLUMN "poster_path" text;
