-- reserved for this stop (console_questionnaires); replaced by the helper that owns it
SELECT 1;
