import { bookingChannel, reportedPath } from '@/lib/statistics/booking-channel';
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
