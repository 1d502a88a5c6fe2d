-- reserved for this stop (text_lessons_card_status); replaced by the helper that owns it
SELECT 1;
