-- What every shop has (issue 32): site documents the operators edit in the console (privacy policy, terms of
-- service, refund policy; zh-Hant and English) and the messages users send through the contact page.
-- Hand-written (the slot was reserved). The documents' first texts are inserted here, once: afterwards they
-- belong to the operators, so the catalogue seed (which upserts) never touches them.
-- Body format: paragraphs separated by a blank line; a line starting with "## " is a heading.
CREATE TABLE "site_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_documents_key_ck" CHECK ("key" IN ('privacy', 'terms', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_status_ck" CHECK ("status" IN ('open', 'handled'))
);
--> statement-breakpoint
CREATE INDEX "support_messages_status_idx" ON "support_messages" USING btree ("status", "created_at");
--> statement-breakpoint
INSERT INTO "site_documents" ("key", "title_zh", "title_en", "body_zh", "body_en") VALUES
('privacy', '隱私權政策', 'Privacy Policy',
$zh$靜心（以下稱「我們」）依照中華民國《個人資料保護法》蒐集、處理及利用你的個人資料。這份政策說明我們保存哪些資料、為什麼保存，以及你可以怎麼做。

## 我們保存的資料
帳號資料：你註冊時提供的電子郵件或手機號碼、暱稱、頭像，以及密碼的雜湊值（我們不保存密碼本身）。若你以 LINE、Facebook 或微信登入，我們只保存該服務提供的帳號識別碼與公開名稱。
練習與學習紀錄：你聆聽的冥想、課程進度、收藏、下載清單與練習時數，用來讓你從上次的地方繼續，並產生你的練習報告。
訂單資料：你購買的會員、課程、票券與禮物，以及付款服務商回傳的交易編號。我們不經手也不保存你的信用卡號碼；付款由 LINE Pay、微信支付等付款服務商處理。
你寫給我們的內容：透過「聯絡我們」送出的訊息與你留下的電子郵件，用來回覆你。
小助手的對話只保存在你的裝置上，不會傳到我們的伺服器保存。

## 我們如何使用
提供與改善服務、處理訂單與退款、回覆你的詢問，以及依法必須保存的交易紀錄。我們不會出售你的個人資料，也不會把它用在與上述目的無關的地方。

## 保存期間
帳號存續期間我們保存你的資料；你註銷帳號後，我們會刪除或去識別化你的帳號與練習紀錄，只保留依法必須保存的交易紀錄（通常為 5 年）。

## 你的權利
你可以查詢、閱覽、複製、補充或更正你的資料，也可以要求停止使用或刪除。大部分可以在「我的」→「設定」中自行完成（包括註銷帳號）；其他請透過「聯絡我們」告訴我們，我們會盡快處理。

## 聯絡我們
對這份政策有任何疑問，請使用 App 內的「聯絡我們」頁面。政策如有更新，我們會在這裡公布更新後的版本。$zh$,
$en$Jingxin ("we") collects, processes and uses your personal data under Taiwan's Personal Data Protection Act. This policy says what we keep, why, and what you can do about it.

## What we keep
Account data: the e-mail address or mobile number you sign up with, your nickname and avatar, and a hash of your password (never the password itself). If you sign in with LINE, Facebook or WeChat, we keep only that service's account identifier and public name.
Practice and learning records: the meditations you play, course progress, favourites, downloads and practice time, so you can pick up where you left off and see your practice report.
Orders: the memberships, courses, tickets and gifts you buy, and the transaction numbers the payment providers return. We never handle or keep your card number; payments are processed by providers such as LINE Pay and WeChat Pay.
What you write to us: messages sent through "Contact us" and the e-mail address you leave, so that we can answer.
Conversations with the assistant stay on your device; our server does not keep them.

## How we use it
To provide and improve the service, handle orders and refunds, answer your questions, and keep the transaction records the law requires. We do not sell your personal data or use it for anything unrelated to these purposes.

## How long we keep it
For as long as your account exists. When you delete your account we delete or de-identify your account and practice records, keeping only the transaction records the law requires (usually 5 years).

## Your rights
You may ask to see, copy, complete or correct your data, or ask us to stop using or delete it. Most of this you can do yourself in Me → Settings (including deleting your account); for the rest, tell us through "Contact us" and we will handle it promptly.

## Contact
Questions about this policy are welcome through the "Contact us" page in the app. When the policy changes, the new version is published here.$en$),
('terms', '服務條款', 'Terms of Service',
$zh$歡迎使用靜心。註冊或使用靜心，即表示你同意以下條款。

## 服務內容
靜心提供冥想練習、線上課程、直播與實體活動報名等內容。部分內容免費，部分需要會員資格或單獨購買。冥想與課程內容用於放鬆與自我照顧，不能取代醫療或心理專業的診斷與治療；如有身心不適，請尋求專業協助。

## 帳號
請提供正確的註冊資料並妥善保管你的帳號。一個帳號只供一人使用；我們發現帳號遭冒用或違反本條款時，得暫停該帳號。

## 會員與購買
會員為一次購買的固定期間，到期不會自動續訂，也不會自動扣款。課程購買後可在帳號內反覆觀看。價格以付款頁面顯示的新臺幣金額為準。退款依照我們的「退款政策」處理。

## 使用規範
請尊重其他使用者：社群與留言中不得張貼違法、騷擾、歧視或廣告內容。課程與音訊僅供你個人使用，不得錄製、轉售或公開散布。

## 智慧財產權
App 內的音訊、影片、文字與圖像屬於靜心或授權我們使用的老師與創作者。

## 條款變更與準據法
條款如有變更，我們會在 App 內公布；變更後繼續使用即表示你同意新的條款。本條款以中華民國法律為準據法，如有爭議，以臺灣臺北地方法院為第一審管轄法院。$zh$,
$en$Welcome to Jingxin. By signing up for or using Jingxin you agree to these terms.

## The service
Jingxin offers meditation practice, online courses, live sessions and sign-ups for in-person events. Some content is free; some needs a membership or a separate purchase. Meditation and course content is for relaxation and self-care and does not replace medical or psychological diagnosis or treatment; if you are unwell, please seek professional help.

## Your account
Give accurate details when you sign up and keep your account safe. An account is for one person; we may suspend an account that is misused or breaks these terms.

## Memberships and purchases
A membership is a fixed period bought once: it does not renew and nothing is charged automatically when it ends. A course you buy stays in your account to watch again. Prices are the New Taiwan dollar amounts shown at checkout. Refunds follow our Refund Policy.

## Community rules
Respect other users: no illegal, harassing, discriminatory or advertising content in the community or comments. Courses and audio are for your personal use; do not record, resell or publish them.

## Intellectual property
The audio, video, text and images in the app belong to Jingxin or to the teachers and creators who license them to us.

## Changes and governing law
We announce changes to these terms in the app; using Jingxin after a change means you accept the new terms. These terms are governed by the laws of the Republic of China (Taiwan); the Taipei District Court is the court of first instance for any dispute.$en$),
('refund', '退款政策', 'Refund Policy',
$zh$我們希望你對在靜心買的每一樣東西都滿意。如果不滿意，以下是退款的方式。

## 會員與年卡
會員不會自動續訂。如需退款，請透過「聯絡我們」告訴我們訂單與原因，我們確認後會以原付款方式（LINE Pay、微信支付等）退還該筆訂單金額，同時收回這筆訂單加上的會員天數；若是升級的年卡，會恢復為升級前的年卡。

## 線上課程
請透過「聯絡我們」申請。退款完成後，這門課程會從你的帳號移除。依《通訊交易解除權合理例外情事適用準則》，已開始提供的數位內容不適用七日解除權，但我們仍會個別審酌你的情況。

## 活動票券
在活動開始前 24 小時以前，你可以在「我的票券」自行取消報名；付費票券會自動以原付款方式退款，名額同時釋出。活動開始前 24 小時內無法取消。

## 禮物
還沒有被領取的禮物可以申請退款，退款後禮物連結會失效；已被領取的禮物屬於收禮人，無法退款。

## 退款多久會到帳
我們向付款服務商送出退款後，訂單會顯示「退款中」，付款服務商確認後改為「已退款」。實際入帳時間依付款方式而定，通常為 3 至 14 個工作天。

## 需要協助
任何退款問題，請使用 App 內的「聯絡我們」，我們會以你留下的電子郵件回覆。$zh$,
$en$We want you to be happy with everything you buy in Jingxin. If you are not, this is how refunds work.

## Memberships and annual cards
Memberships do not renew. To ask for a refund, tell us the order and the reason through "Contact us". Once confirmed, we refund the order's amount through the original payment method (LINE Pay, WeChat Pay and so on) and take back the membership days that order added; for an annual-card upgrade, the card you held before is restored.

## Online courses
Ask through "Contact us". When the refund is done, the course is removed from your account. Under Taiwan's rules on distance sales, digital content that has already been provided is exempt from the 7-day cancellation right, but we still consider every request individually.

## Event tickets
Until 24 hours before an event starts, you can cancel your sign-up yourself in "My tickets"; a paid ticket is refunded automatically through the original payment method and the seat is released. Within 24 hours of the start it can no longer be cancelled.

## Gifts
A gift nobody has claimed yet can be refunded, and its link then stops working. A claimed gift belongs to the person who received it and cannot be refunded.

## When the money arrives
Once we ask the payment provider for the refund, the order shows "Refunding"; when the provider confirms, it shows "Refunded". How long the money takes depends on the payment method, usually 3 to 14 working days.

## Need help?
For any refund question use "Contact us" in the app; we answer at the e-mail address you leave.$en$)
ON CONFLICT ("key") DO NOTHING;
