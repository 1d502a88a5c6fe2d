-- reserved for this stop (console_4); replaced by the helper that owns it
SELECT 1;
