-- Trigram matching for search (app/features/search/); ships with PostgreSQL and with the embedded database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
