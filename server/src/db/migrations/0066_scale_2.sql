-- reserved for this stop (scale_2); replaced by the helper that owns it
SELECT 1;
