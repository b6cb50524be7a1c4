/**
 * The one clock of dates on the wire (docs/protocol.md, "Dates"): the server writes every
 * date-time as wall-clock time in its business time zone (`BUSINESS_TZ`, an IANA name), and
 * publishes that zone in getConfig's `timeZone`; clients read and show dates in it. The zone
 * may keep daylight saving time, so a wall-clock time is turned into an instant by the
 * zone's own rules (Intl), never by a fixed offset.
 */

/** The business time zone unless the server is configured otherwise (UTC+8 all year). */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** A wall-clock reading: month 1-12, hour 0-23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as 'Europe/Berlin'). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** What the clocks of `timeZone` show at `date`. */
export function wallClockOf(date: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const asUtc = (wall: WallClock): number => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far the zone's clocks are ahead of UTC at the instant `ms`. */
const offsetAt = (ms: number, timeZone: string): number => asUtc(wallClockOf(new Date(ms), timeZone)) - Math.floor(ms / 1000) * 1000;

/**
 * The instant at which the clocks of `timeZone` show `wall`. The offset is taken at a first
 * guess and again at the instant it gives, which settles across a daylight-saving change.
 * A reading the zone skips (a spring-forward hour) gives an instant that reads otherwise.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const ms = asUtc(wall);
  const guess = ms - offsetAt(ms, timeZone);
  return new Date(ms - offsetAt(guess, timeZone));
}
