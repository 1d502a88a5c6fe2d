-- reserved for this stop (console_gifts); replaced by the helper that owns it
SELECT 1;
