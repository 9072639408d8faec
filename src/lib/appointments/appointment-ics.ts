import { dateTimeLocalValueToIso } from '../text/french-dates';

/**
 * A calendar file staff may hand the patient (RFC 5545): one event, times in UTC from the
 * Casablanca wall time staff typed, text escaped and lines folded at 75 octets as the format
 * requires. No patient detail goes in: the file may travel through any chat.
 */
export type IcsEvent = {
  uid: string;
  day: string;
  time: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  now: Date;
};

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const startIso = dateTimeLocalValueToIso(`${event.day}T${event.time}`);
  if (startIso === null) throw new RangeError('An event needs a valid Casablanca day and time');
  const start = new Date(startIso);
  const end = new Date(start.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cabinet medical//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
