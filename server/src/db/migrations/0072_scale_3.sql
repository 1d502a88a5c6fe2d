-- reserved for this stop (scale_3); replaced by the helper that owns it
SELECT 1;
