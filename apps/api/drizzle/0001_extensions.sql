-- Typo-tolerant search (similarity, trigram indexes); PGlite loads it as a bundled extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
