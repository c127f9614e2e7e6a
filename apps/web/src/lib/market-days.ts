import { intlLocale, MARKET_TIME_ZONE } from './locale-format.ts';

/**
 * Placements, coupons and reports run by days of the marketplace, Beirut's: a day typed into a date
 * box is sent as the instants that day starts and ends there (UTC+2 in winter, +3 in summer), and
 * shown again in Beirut's calendar, so a browser in another time zone reads the day that was typed.
 */

/** Beirut's offset from UTC at an instant, in minutes. */
function marketOffsetMinutes(at: number): number {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a wall-clock time of a Beirut day falls on, as ISO. */
function marketInstant(day: string, time: string): string {
  const asIfUtc = Date.parse(`${day}T${time}Z`);
  // The offset at the guess, then at the answer: a day on which the clocks change gets the right one.
  const first = asIfUtc - marketOffsetMinutes(asIfUtc) * 60_000;
  return new Date(asIfUtc - marketOffsetMinutes(first) * 60_000).toISOString();
}

/** When a typed day (YYYY-MM-DD) starts in Beirut; undefined for an empty box. */
export const marketDayStart = (day: string) => (day ? marketInstant(day, '00:00:00') : undefined);
/** When a typed day ends in Beirut (its last second); null for an empty box (no end). */
export const marketDayEnd = (day: string) => (day ? marketInstant(day, '23:59:59') : null);

/** Days as Beirut's calendar has them, in the page's language. */
export const marketDayFormat = (language: string | undefined) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: MARKET_TIME_ZONE });

/** The Beirut day (YYYY-MM-DD) an instant falls on, for a date box; '' for none. */
export const marketDayOf = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-CA', {
        timeZone: MARKET_TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(iso))
    : '';
