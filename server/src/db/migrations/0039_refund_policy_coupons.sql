-- The refund policy says what a refund does to a coupon and to invitation gold (issue 27): the coupon the order
-- used comes back (usable again while it is valid), and learning gold the order earned an inviter is taken back.
-- The documents belong to the operators after 0033: the section goes in before the "when the money arrives"
-- heading only while that heading is there and the section is not (an edited document is left as it is).
UPDATE "site_documents"
SET "body_zh" = replace("body_zh", E'## 退款多久會到帳',
      E'## 優惠券與學習金\n這筆訂單用掉的優惠券會在退款後退回你的帳號，在原本的有效期限內可以再次使用。如果這筆訂單讓邀請你的朋友獲得了學習金，退款後那筆學習金會收回（對方的學習金不會因此變成負數）。\n\n## 退款多久會到帳'),
    "updated_at" = now()
WHERE "key" = 'refund' AND position(E'## 退款多久會到帳' IN "body_zh") > 0 AND position(E'## 優惠券與學習金' IN "body_zh") = 0;
--> statement-breakpoint
UPDATE "site_documents"
SET "body_en" = replace("body_en", E'## When the money arrives',
      E'## Coupons and learning gold\nA coupon the order used is returned to your account when the order is refunded, and you can use it again until it expires. If the order earned the friend who invited you learning gold, that gold is taken back (their balance never goes below zero because of it).\n\n## When the money arrives'),
    "updated_at" = now()
WHERE "key" = 'refund' AND position(E'## When the money arrives' IN "body_en") > 0 AND position(E'## Coupons and learning gold' IN "body_en") = 0;
