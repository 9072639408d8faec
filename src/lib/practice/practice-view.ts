import { groupWeeklyHours, formatRanges, type HoursGroup } from './opening-hours';
import { announcedPeriods, formatPeriodDates, periodAnnouncement, popupShows, reopeningDay } from './practice-calendar';
import { casablancaDay } from './practice-days';
import { addressLine, addressLines, type PracticeFacts, type PracticePeriod } from './practice-facts';
import { chatLinkDigits, displayPhoneNumber } from './phone-number';

/**
 * What the public pages show about the practice at one instant: the stored facts in printable
 * form plus what the calendar says today (banners, special hours, popup, reopening date). Plain
 * data, so server components and the client components of the public layout read the same.
 */
export type PracticeView = {
  name: string;
  phone: { e164: string; display: string };
  chat: { digits: string; display: string };
  email: string;
  address: PracticeFacts['address'];
  addressLines: string[];
  addressLine: string;
  geo: PracticeFacts['geo'];
  paymentMethods: string[];
  currency: string;
  hours: HoursGroup[];
  /** Closures and special hours announced today (banner, contact section, footer, JSON-LD). */
  specialHours: {
    id: string;
    label: string;
    dates: string;
    time: string;
    message: string | null;
    announcement: string;
  }[];
  announcedPeriods: PracticePeriod[];
  /** During a closure, the day the practice opens again ('YYYY-MM-DD'). */
  reopeningDay: string | null;
  popup: { text: string; addressLines: string[]; addressLine: string } | null;
  /** The privacy page and the legal notice name these (decision 044). */
  legal: PracticeFacts['legal'];
  requestRetentionDays: number;
};

export function buildPracticeView(facts: PracticeFacts, periods: PracticePeriod[], now: Date): PracticeView {
  const today = casablancaDay(now);
  const announced = announcedPeriods(periods, today, facts.closureNoticeDays);
  const popupAddressLines = facts.popup.addressLines.length > 0 ? facts.popup.addressLines : addressLines(facts);
  return {
    name: facts.name,
    phone: { e164: facts.phone, display: displayPhoneNumber(facts.phone) },
    chat: { digits: chatLinkDigits(facts.chatNumber), display: displayPhoneNumber(facts.chatNumber) },
    email: facts.email,
    address: facts.address,
    addressLines: addressLines(facts),
    addressLine: addressLine(facts),
    geo: facts.geo,
    paymentMethods: facts.paymentMethods,
    currency: facts.currency,
    hours: groupWeeklyHours(facts.weeklyHours),
    specialHours: announced.map((period) => ({
      id: period.id,
      label: period.label,
      dates: formatPeriodDates(period),
      time: formatRanges(period.ranges),
      message: period.message,
      announcement: periodAnnouncement(period),
    })),
    announcedPeriods: announced,
    reopeningDay: reopeningDay(periods, facts.weeklyHours, today),
    popup: popupShows(facts.popup, today)
      ? { text: facts.popup.text, addressLines: popupAddressLines, addressLine: popupAddressLines.join(', ') }
      : null,
    legal: facts.legal,
    requestRetentionDays: facts.requests.retentionDays,
  };
}
