CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
-- Existing names get the key the server computes (src/shared/username-rules.ts: NFKC, full case
-- fold, NFKC). PostgreSQL's lower/upper follow the database's ctype; with a UTF-8 ctype they agree
-- with the server's for every letter but the rare ones that fold to several (ß); sign-in by the
-- name as typed finds those accounts anyway (decision 0026).
UPDATE "users" SET "username_key" = normalize(lower(upper(lower(normalize("username", NFKC)))), NFKC);--> statement-breakpoint
-- Names that were distinct before but share a key now (e.g. 'probe_admin' and 'probe_admın') keep
-- working: the first account (lowest id) keeps the key, each later one gets it suffixed with a
-- full-width number sign and its id. NFKC turns that sign into '#', so no computed key contains
-- it: the suffixed key never collides, and nobody can register a name onto it. Each case is
-- reported: a notice here, and a warning in the server's log at every start until one is renamed.
DO $$
DECLARE
  collision record;
BEGIN
  FOR collision IN
    SELECT later.id, later.username, first.id AS first_id, first.username AS first_username
    FROM "users" later
    JOIN LATERAL (
      SELECT u.id, u.username FROM "users" u
      WHERE u.username_key = later.username_key AND u.id < later.id
      ORDER BY u.id LIMIT 1
    ) first ON true
    ORDER BY later.id
  LOOP
    RAISE NOTICE 'username collision: "%" (user %) has the same key as "%" (user %); kept both, user % keeps the key',
      collision.username, collision.id, collision.first_username, collision.first_id, collision.first_id;
    UPDATE "users" SET "username_key" = "username_key" || '＃' || collision.id WHERE id = collision.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_key" SET NOT NULL;--> statement-breakpoint
-- The server always writes the key it computes; a row written by plain SQL without one (scripts,
-- benchmarks, test fixtures) gets the SQL computation above, and a renamed row a new key.
CREATE FUNCTION "users_username_key_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.username_key IS NULL
     OR (TG_OP = 'UPDATE' AND NEW.username IS DISTINCT FROM OLD.username
         AND NEW.username_key IS NOT DISTINCT FROM OLD.username_key) THEN
    NEW.username_key := normalize(lower(upper(lower(normalize(NEW.username, NFKC)))), NFKC);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_username_key_fill" BEFORE INSERT OR UPDATE OF "username", "username_key" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_username_key_fill"();--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user_id_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "known_devices_expires_at_idx" ON "known_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_key" ON "users" USING btree ("username_key");