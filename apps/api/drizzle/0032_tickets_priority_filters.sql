-- Issue 25: the priority tickets' index also holds the status and the issue, so pending + an issue + priority
-- checks them in the index (10,715 rows read from the table for none found: 14.9 ms -> 1.3 ms).
DROP INDEX "tickets_priority_idx";--> statement-breakpoint
CREATE INDEX "tickets_priority_idx" ON "tickets" USING btree ("ticket_type","created_at","ticket_number","status","issue_type") WHERE "tickets"."priority";