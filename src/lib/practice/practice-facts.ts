/**
 * The practice's own facts as the back office edits them ('Cabinet') and every public page,
 * JSON-LD node and booking link reads them. Plain data: the database keeps it as one JSON
 * document, src/content/practice.ts holds the first-run defaults.
 */

/** 'HH:MM', Casablanca wall time. */
export type TimeRange = { opens: string; closes: string };

/** Monday first, as French weeks are read. */
export const WEEKDAYS = [
  { code: 'Monday', label: 'Lundi' },
  { code: 'Tuesday', label: 'Mardi' },
  { code: 'Wednesday', label: 'Mercredi' },
  { code: 'Thursday', label: 'Jeudi' },
  { code: 'Friday', label: 'Vendredi' },
  { code: 'Saturday', label: 'Samedi' },
  { code: 'Sunday', label: 'Dimanche' },
] as const;

/** Seven lists of ranges, Monday first; an empty list is a closed day. */
export type WeeklyHours = TimeRange[][];

export type AddressChangePopup = {
  enabled: boolean;
  text: string;
  /** The address the popup announces, one line per printed line. */
  addressLines: string[];
  /** Last day it shows ('YYYY-MM-DD', Casablanca), or null for no end. */
  lastDay: string | null;
};

export type PracticeFacts = {
  name: string;
  /** E.164 ('+212522000000'). */
  phone: string;
  chatNumber: string;
  email: string;
  address: {
    street: string;
    floor: string;
    boulevard: string;
    district: string;
    postalCode: string;
    city: string;
  };
  geo: { latitude: number; longitude: number };
  paymentMethods: string[];
  currency: string;
  weeklyHours: WeeklyHours;
  popup: AddressChangePopup;
  /** How many days before a closure or special hours its banner shows. */
  closureNoticeDays: number;
  /** What the privacy page and the legal notice name (decision 044). */
  legal: {
    /** The person or company responsible for the processing, as the CNDP knows it. */
    controller: string;
    /** The CNDP declaration or authorisation number. */
    cndpNumber: string;
    /** Who hosts the site: name and address. */
    host: string;
  };
  /** Appointment requests: how long closed ones are kept, and who handles them (decision 044). */
  requests: {
    /** Days a closed request is kept before the app deletes it. */
    retentionDays: number;
    /** Whether editors see and handle requests too (admins always do). */
    editorsMayHandle: boolean;
  };
};

/** A closure (no ranges) or special hours (ranges) from its first to its last day, inclusive. */
export type PracticePeriod = {
  id: string;
  firstDay: string;
  lastDay: string;
  label: string;
  ranges: TimeRange[];
  message: string | null;
};

/** The address on one line, as maps services and the clipboard receive it. */
export function addressLine(facts: Pick<PracticeFacts, 'address'>, country = 'Maroc'): string {
  const a = facts.address;
  return `${a.street}, ${a.floor}, ${a.boulevard}, ${a.district}, ${a.postalCode} ${a.city}, ${country}`;
}

/** The address as it is printed: street and floor, boulevard, district with postal code. */
export function addressLines(facts: Pick<PracticeFacts, 'address'>): string[] {
  const a = facts.address;
  return [
    [a.street, a.floor].filter(Boolean).join(', '),
    a.boulevard,
    `${a.district}, ${a.postalCode} ${a.city}`,
  ].filter(Boolean);
}
