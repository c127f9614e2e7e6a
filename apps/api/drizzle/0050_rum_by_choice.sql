-- Issue 42: the RUM index is an operator's choice, no longer built by migration 0049. RUM writes
-- its pages as generic WAL, and a streaming replica replaying it stopped with "PANIC: WAL contains
-- references to invalid pages" as soon as products were inserted (the read-replica test, on
-- PostgreSQL 15 with Debian's postgresql-15-rum). A server with a replica (decision 0016) must not
-- have it; one without may build it by hand (decision 0027, "How an operator turns RUM on"), and
-- search uses it from the next start. The extension itself stays where it was created: it holds no data.
DROP INDEX IF EXISTS products_search_rum_idx;
