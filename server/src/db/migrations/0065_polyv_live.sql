-- reserved for this stop (polyv_live); replaced by the helper that owns it
SELECT 1;
