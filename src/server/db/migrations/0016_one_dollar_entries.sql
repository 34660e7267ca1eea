-- Decision 0017: every paid entry costs $1 and a game needs floor(price / $1) contestants, 2 to
-- 1,000. Products written with another entry fee take the $1 entry; a play-enabled product that
-- cannot be played at $1 (under $2, or over $1,000.99) has play turned off (the scheduler then
-- cancels and refunds its waiting game, as for any product taken out of play).
UPDATE "products" SET "entry_price_cents" = 100, "max_contestants" = "price_cents" / 100
  WHERE "entry_price_cents" <> 100 OR "max_contestants" <> "price_cents" / 100;--> statement-breakpoint
UPDATE "products" SET "play_enabled" = false
  WHERE "play_enabled" AND ("price_cents" < 200 OR "price_cents" >= 100100);--> statement-breakpoint
-- A waiting game nobody has paid for yet takes the new terms; games with paid entries keep the
-- terms their players paid for.
UPDATE "competitions" AS c SET "entry_price_cents" = 100, "required_participants" = p."max_contestants"
  FROM "products" AS p
  WHERE p."id" = c."product_id" AND c."status" = 'waiting' AND c."entries_count" = 0
    AND p."play_enabled"
    AND (c."entry_price_cents" <> 100 OR c."required_participants" <> p."max_contestants");
