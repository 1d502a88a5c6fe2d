-- reserved for this stop (console_plans_scenes); replaced by the helper that owns it
SELECT 1;
