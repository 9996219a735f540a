import type { ColumnType } from 'kysely';

// Booleans are stored as 0/1 integers and times as UTC ISO strings so one schema fits both dialects.

/** A nullable column that may be left out of an insert. */
export type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
