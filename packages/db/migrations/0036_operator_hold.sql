ALTER TABLE "users" ADD COLUMN "held_by_operator" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- An account an operator rejected or closed before this column existed stays the operator's to
-- reopen: the newest status change the audit shows for it was an operator's (issue 27).
UPDATE "users" SET "held_by_operator" = true
WHERE ("is_rejected" OR NOT "is_active")
  AND (
    SELECT "action" FROM "audit_log"
    WHERE "target_user_id" = "users"."id"
      AND "action" IN ('user.update-status', 'company-user.update-status')
    ORDER BY "created_at" DESC
    LIMIT 1
  ) = 'user.update-status';
