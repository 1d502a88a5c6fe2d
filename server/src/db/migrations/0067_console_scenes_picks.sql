-- reserved for this stop (console_scenes_picks); replaced by the helper that owns it
SELECT 1;
