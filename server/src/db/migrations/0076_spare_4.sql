-- reserved for this stop (spare_4); replaced by the helper that owns it
SELECT 1;
