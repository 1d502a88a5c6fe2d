-- reserved for this stop (spec_rest_2); replaced by the helper that owns it
SELECT 1;
