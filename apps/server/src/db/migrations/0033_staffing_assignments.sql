CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client" text NOT NULL,
	"credential_id" uuid,
	"project" text,
	"role" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"allocation" smallint NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"source" text DEFAULT 'entered' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_dates_check" CHECK ("assignments"."end_date" is null or "assignments"."end_date" >= "assignments"."start_date"),
	CONSTRAINT "assignments_allocation_check" CHECK ("assignments"."allocation" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "availability_window" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"first_week" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_week_availability" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"free_pct" smallint NOT NULL,
	CONSTRAINT "person_week_availability_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interested_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interested_clients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staffing_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_week_availability" ADD CONSTRAINT "person_week_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_user_idx" ON "assignments" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "assignments_credential_idx" ON "assignments" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "assignments_client_idx" ON "assignments" USING btree ("client");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_external_id_idx" ON "assignments" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "person_week_availability_week_idx" ON "person_week_availability" USING btree ("week_start","free_pct","user_id");--> statement-breakpoint
-- hand-written:
-- 1. The availability window starts on the firm's current Monday; the server sets it again from
-- FIRM_TIME_ZONE when it starts and each hour after (modules/staffing/availability-window.ts).
INSERT INTO availability_window (id, first_week)
VALUES (1, date_trunc('week', now() AT TIME ZONE 'Europe/Paris')::date)
ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
-- 2. A person's free share per week of the window (modules/staffing/availability.ts): 100 minus
-- their confirmed allocations, each weighted by the working days (Monday to Friday) it covers in
-- the week, rounded, floored at 0. Only weeks not wholly free are kept.
CREATE OR REPLACE FUNCTION person_week_availability_refresh(people uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM person_week_availability WHERE user_id = ANY (people);
  INSERT INTO person_week_availability (user_id, week_start, free_pct)
  SELECT a.user_id, w.week_start,
    greatest(0, 100 - round(sum(a.allocation * (
      least(coalesce(a.end_date, w.week_start + 4), w.week_start + 4) - greatest(a.start_date, w.week_start) + 1
    )) / 5.0))::smallint
  FROM availability_window aw
  CROSS JOIN LATERAL (SELECT aw.first_week + 7 * i AS week_start FROM generate_series(0, 25) AS i) w
  JOIN assignments a ON a.user_id = ANY (people) AND a.status = 'confirmed'
    AND a.start_date <= w.week_start + 4 AND (a.end_date IS NULL OR a.end_date >= w.week_start)
  GROUP BY a.user_id, w.week_start
  HAVING round(sum(a.allocation * (
      least(coalesce(a.end_date, w.week_start + 4), w.week_start + 4) - greatest(a.start_date, w.week_start) + 1
    )) / 5.0) > 0
$$;--> statement-breakpoint
-- In the write's own transaction, once per statement (an import's batch measures its people once).
CREATE OR REPLACE FUNCTION assignments_availability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM person_week_availability_refresh(ARRAY(
      SELECT DISTINCT user_id FROM new_rows WHERE status = 'confirmed'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM person_week_availability_refresh(ARRAY(
      SELECT DISTINCT user_id FROM old_rows WHERE status = 'confirmed'));
  ELSE
    PERFORM person_week_availability_refresh(ARRAY(
      SELECT DISTINCT unnest(ARRAY[n.user_id, o.user_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.start_date, n.end_date, n.allocation, n.status)
        IS DISTINCT FROM (o.user_id, o.start_date, o.end_date, o.allocation, o.status)
        AND (n.status = 'confirmed' OR o.status = 'confirmed')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER assignments_availability_insert AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignments_availability();--> statement-breakpoint
CREATE TRIGGER assignments_availability_update AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignments_availability();--> statement-breakpoint
CREATE TRIGGER assignments_availability_delete AFTER DELETE ON assignments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignments_availability();--> statement-breakpoint
-- 3. An assignment's client and a person's wished clients are values of the clients' list
-- (0030_reference_lists.sql): what a write accepted joins the list.
CREATE TRIGGER assignments_reference_tags_insert AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('client', 'client', 'one');--> statement-breakpoint
CREATE TRIGGER assignments_reference_tags_update AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('client', 'client', 'one');--> statement-breakpoint
CREATE TRIGGER users_interested_clients_tags_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('client', 'interested_clients', 'list');--> statement-breakpoint
CREATE TRIGGER users_interested_clients_tags_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('client', 'interested_clients', 'list');--> statement-breakpoint
-- 4. The grants of a database that has some (default-grants.ts gives a fresh one the same): the
-- CSO staffs everyone; HR and Management read assignments.
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', role, object, action
FROM (VALUES ('CSO', 'assignments', 'read'), ('CSO', 'assignments', 'create'),
             ('CSO', 'assignments', 'update'), ('CSO', 'assignments', 'delete'),
             ('HR', 'assignments', 'read'), ('Management', 'assignments', 'read'),
             ('admin', 'assignments', 'read'), ('admin', 'assignments', 'create'),
             ('admin', 'assignments', 'update'), ('admin', 'assignments', 'delete'))
  AS granted(role, object, action)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
