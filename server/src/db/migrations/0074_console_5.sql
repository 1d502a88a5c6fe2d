-- reserved for this stop (console_5); replaced by the helper that owns it
SELECT 1;
