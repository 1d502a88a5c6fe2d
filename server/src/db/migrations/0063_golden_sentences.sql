-- reserved for this stop (golden_sentences); replaced by the helper that owns it
SELECT 1;
