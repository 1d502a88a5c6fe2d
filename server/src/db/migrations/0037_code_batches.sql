-- Reserved migration slot (filled in by the work that owns it this session); a no-op until then.
SELECT 1;
