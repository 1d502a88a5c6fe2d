-- reserved for this stop (console_courses); replaced by the helper that owns it
SELECT 1;
