-- Reserved for this stop's parallel work (no-op until filled).
SELECT 1;
