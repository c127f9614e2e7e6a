-- Issue 42: the searches worth suggesting, counted by a sweep every minute from search_queries, so the
-- predictive dropdown reads a small table instead of grouping a month of searches on each new prefix.
CREATE TABLE "popular_searches" (
	"normalized" text PRIMARY KEY NOT NULL,
	"visitors_30d" integer NOT NULL,
	"visitors_7d" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "popular_searches_trgm_idx" ON "popular_searches" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "popular_searches_trending_idx" ON "popular_searches" USING btree ("visitors_7d" DESC NULLS LAST,"normalized");