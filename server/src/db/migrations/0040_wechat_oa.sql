-- WeChat Pay in WeChat's browser (issue 27): a JSAPI payment there is signed for the Official Account's appid
-- and needs the payer's openid under that account, given by WeChat's web authorization (snsapi_base). Kept on
-- the user for the next payment; it never signs anyone in, so it is not unique.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "wechat_oa_openid" text;
