/** Display formats at the edge (DESIGN.md §6): money from integer cents, dates as MM/DD/YYYY in the business time zone. */
import { DEFAULT_TIME_ZONE } from '@lender/domain';

const usDay = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** MM/DD/YYYY of an ISO instant, as the business day (America/Chicago) saw it. */
export const businessDay = (iso: string): string => usDay.format(new Date(iso));
