CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Raises the version of the cache named by the trigger's argument in the writer's transaction
-- (decision 071): a process that reads the row after the commit reloads, and the notification,
-- sent by PostgreSQL at the commit only, tells the listening processes at once. Statement-level,
-- so a seed's thousand-row insert bumps once.
CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO cache_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1, changed_at = now()
  RETURNING version INTO next_version;
  PERFORM pg_notify('cache_versions', TG_ARGV[0] || ' ' || next_version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The user state's reference lists (apps/api/src/features/user-state/reference-lists.ts).
CREATE TRIGGER countries_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference-lists');
--> statement-breakpoint
CREATE TRIGGER product_types_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference-lists');
--> statement-breakpoint
CREATE TRIGGER airports_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON airports
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference-lists');
--> statement-breakpoint
CREATE TRIGGER return_contacts_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON return_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference-lists');
--> statement-breakpoint
INSERT INTO cache_versions (name, version) VALUES ('reference-lists', 1);
