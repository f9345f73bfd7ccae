import { invalidField } from '../errors/api-error.ts';

/**
 * Addis Ababa's offset from UTC. Ethiopia keeps UTC+3 all year (no daylight saving since the 1970s), so a
 * fixed offset gives the same days as the time-zone database, on PGlite and PostgreSQL alike.
 */
export const ADDIS_OFFSET_MS = 3 * 3_600_000;

/** The longest period a report covers (10 years), so a typo in a year cannot ask for centuries of bars. */
export const MAX_REPORT_DAYS = 3_653;

/** Periods up to this many days are charted day by day; longer ones by 7-day weeks (at most 522 bars). */
export const MAX_DAILY_BARS = 366;

const DAY_MS = 86_400_000;

/** A report period resolved to instants: `[start, end)` covers the days `from` … `to` in Addis time. */
export interface ReportPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
  /** Number of days, `to` included. */
  days: number;
  bucket: 'day' | 'week';
}

/** The Addis Ababa calendar day (`YYYY-MM-DD`) of an instant. */
export function addisDay(instant: Date): string {
  return new Date(instant.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Addis Ababa day begins. */
export function addisDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - ADDIS_OFFSET_MS);
}

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day (`2026-02-30` is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * The period of `from` … `to` (either left out: the campaign's creation day, today), checked: `from` after
 * `to` or a span past {@link MAX_REPORT_DAYS} is a 400 naming the field.
 */
export function resolvePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  campaignCreated: Date,
  now: Date,
): ReportPeriod {
  const to = query.to ?? addisDay(now);
  // A campaign created "after today" (a clock skew) still gets a one-day period rather than an error.
  const created = addisDay(campaignCreated);
  const from = query.from ?? (created <= to ? created : to);
  if (from > to) throw invalidField('from', 'must be on or before to');
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS)
    throw invalidField('from', `the period must be at most ${MAX_REPORT_DAYS} days (10 years)`);
  return {
    from,
    to,
    start: addisDayStart(from),
    end: addisDayStart(addDays(to, 1)),
    days,
    bucket: days > MAX_DAILY_BARS ? 'week' : 'day',
  };
}
