import { bookingChannel, reportedPath } from '@/lib/statistics/booking-channel';
import { BOOKING_ORIGIN_FIELD } from '@/lib/statistics/booking-origin';
import { READINGS_ENDPOINT } from '@/lib/statistics/readings-endpoint';

function report(reading: Record<string, string>): void {
  const body = JSON.stringify(reading);
  const sent = navigator.sendBeacon?.(READINGS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent)
    void fetch(READINGS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
}

/**
 * Tells the server this page was read, with where the reader came from, after the page is shown:
 * the page itself needs no per-visitor work and stays cacheable; a robot that runs no script is
 * never counted. The server decides what counts (decision 045).
 */
export function reportPageReading(root: Document): void {
  report({ kind: 'view', path: reportedPath(location.pathname, location.search), referrer: root.referrer });
}

/** Reports a followed booking link (chat, phone, directions), credited to this page. */
export function reportBookingActions(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      const channel = link ? bookingChannel(link.href) : null;
      if (channel) report({ kind: 'booking', channel, path: location.pathname });
    },
    { capture: true },
  );
}

/**
 * On the appointment form, names the page of this site the reader came from: a request sent
 * from here counts as a booking action of that page (decision 064). The search page sends only
 * the site's origin as referrer (its query is health data), so a request from there is credited
 * to the home page.
 */
export function creditAppointmentForm(root: Document): void {
  const field = root.querySelector<HTMLInputElement>(`input[type="hidden"][name="${BOOKING_ORIGIN_FIELD}"]`);
  if (!field || !root.referrer) return;
  const from = new URL(root.referrer);
  if (from.origin === location.origin) field.value = from.pathname;
}
