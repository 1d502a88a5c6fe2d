-- Enterprise invite codes long enough not to be guessed (lib/groupCode.ts: 12 characters, no 0/O or 1/I). The demo
-- groups' short codes become the seed's new ones; any other code shorter than 12 characters becomes a random one
-- (its group admin reads it, or makes another, with POST /v3/enterprise/group/code).
UPDATE "enterprise_groups" SET "join_code" = CASE "join_code"
	WHEN 'BSJ2026' THEN 'YNCVAXG9VBYL'
	WHEN 'JIUZAI26' THEN 'LX9W54TLPGMK'
	WHEN 'KZERO26' THEN 'XVECQP23XSNW'
	WHEN 'SOPHIA26' THEN 'DM69RLDVUPZR'
	WHEN 'SOPHIA24' THEN '3YENABQDZB73'
END
WHERE "join_code" IN ('BSJ2026', 'JIUZAI26', 'KZERO26', 'SOPHIA26', 'SOPHIA24');
--> statement-breakpoint
UPDATE "enterprise_groups" AS g SET "join_code" = (
	SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '')
	FROM generate_series(1, 12 + 0 * g."id")
)
WHERE length(g."join_code") < 12;
