-- reserved for this stop (console_picks_collections); replaced by the helper that owns it
SELECT 1;
