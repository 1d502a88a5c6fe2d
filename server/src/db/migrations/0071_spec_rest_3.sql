-- reserved for this stop (spec_rest_3); replaced by the helper that owns it
SELECT 1;
