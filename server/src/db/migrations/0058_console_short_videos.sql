-- reserved for this stop (console_short_videos); replaced by the helper that owns it
SELECT 1;
