-- Contains filters and global search on the list columns are ILIKE %text%: trigram indexes serve them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
