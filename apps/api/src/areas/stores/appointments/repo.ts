/** SQL of the appointments module. The unique (store, start) index refuses a double booking. */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { appointments, stores } from '../../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Pick<
  AppointmentRow,
  'profileId' | 'loanId' | 'storeId' | 'appointmentAt' | 'appointmentType' | 'timeZone'
>;

/** An appointment with its store (its loan's number is the loan system's: the service adds it). */
export interface AppointmentView extends AppointmentRow {
  storeName: string;
  storePhone: string;
  storeAddress1: string;
  storeCity: string;
  storeState: string;
  storeZip: string;
  storeTimeZone: string;
}

/** True for PostgreSQL's unique_violation (23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

export function createAppointmentsRepo(db: DbOrTx) {
  const view = () =>
    db
      .select({
        appointment: appointments,
        storeName: stores.name,
        storePhone: stores.phone,
        storeAddress1: stores.address1,
        storeCity: stores.city,
        storeState: stores.state,
        storeZip: stores.zip,
        storeTimeZone: stores.timeZone,
      })
      .from(appointments)
      .innerJoin(stores, eq(stores.id, appointments.storeId));
  const flatten = ({
    appointment,
    ...rest
  }: Awaited<ReturnType<ReturnType<typeof view>['execute']>>[number]): AppointmentView => ({
    ...appointment,
    ...rest,
  });

  return {
    /** Start times (epoch ms) already booked at a store between two instants. */
    async bookedStarts(storeId: number, from: Date, to: Date): Promise<Set<number>> {
      const rows = await db
        .select({ at: appointments.appointmentAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.storeId, storeId),
            gte(appointments.appointmentAt, from),
            lt(appointments.appointmentAt, to),
          ),
        );
      return new Set(rows.map((r) => r.at.getTime()));
    },

    async insert(input: NewAppointment, now: Date): Promise<string> {
      const [row] = await db
        .insert(appointments)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning({ id: appointments.id });
      return row!.id;
    },

    /** Moves the profile's appointment; false when it has none with that id. */
    async update(
      id: string,
      profileId: string,
      input: NewAppointment,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ ...input, updatedAt: now })
        .where(and(eq(appointments.id, id), eq(appointments.profileId, profileId)))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    async findForProfile(id: string, profileId: string): Promise<AppointmentView | undefined> {
      const [row] = await view().where(
        and(eq(appointments.id, id), eq(appointments.profileId, profileId)),
      );
      return row && flatten(row);
    },

    /** The profile's appointments starting at or after `from`, soonest first. */
    async listForProfile(profileId: string, from: Date): Promise<AppointmentView[]> {
      const rows = await view()
        .where(and(eq(appointments.profileId, profileId), gte(appointments.appointmentAt, from)))
        .orderBy(asc(appointments.appointmentAt));
      return rows.map(flatten);
    },
  };
}

export type AppointmentsRepo = ReturnType<typeof createAppointmentsRepo>;
