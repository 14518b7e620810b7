import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money is integer cents (DESIGN.md §6). */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** Instants are stored in UTC as `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
