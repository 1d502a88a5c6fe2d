-- reserved for this stop (play_session); replaced by the helper that owns it
SELECT 1;
