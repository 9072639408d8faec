import type { HeaderReader } from '@/lib/http/header-reader';
import { READING_BODY_LIMIT } from './readings-endpoint';

/**
 * Behind the nginx recipe, a reader's beacon is answered by nginx and handed to the app as one
 * syslog datagram on loopback (decision 065): deploy/nginx/cabinet-http.conf's `cabinet_reading`
 * log format, a JSON object of the request's body, the headers the beacon's checks read, each
 * under its header name, and the peer nginx saw (its `$remote_addr`).
 */
const READING_DATAGRAM_TAG = 'cabinet_reading';

/** The headers a datagram carries: what answerReadingBeacon reads of a reader's request. */
export const READING_DATAGRAM_HEADERS = ['origin', 'sec-fetch-site', 'user-agent'] as const;

type DatagramHeader = (typeof READING_DATAGRAM_HEADERS)[number];

/**
 * A reader's beacon as a datagram delivers it: its headers, the address of the peer nginx saw
 * (the app's client-address rule applies to it as to a socket's peer), and its body (null past
 * READING_BODY_LIMIT).
 */
export type ReadingDatagram = { headers: HeaderReader; peer: string; body: Buffer | null };

// nginx writes an absent header as an empty string: the request did not carry it.
class DatagramHeaders implements HeaderReader {
  constructor(private readonly values: Partial<Record<DatagramHeader, string>>) {}

  get(name: string): string | null {
    return this.values[name.toLowerCase() as DatagramHeader] || null;
  }
}

const MARKER = ` ${READING_DATAGRAM_TAG}: `;

/**
 * The beacon in one syslog line from nginx (`<PRI>timestamp [host] cabinet_reading: {…}`), or
 * null for anything else: another tag, a line cut short, a field that is not a string. Any local
 * process can send a datagram, so nothing in it is trusted beyond what a request to the app's own
 * door would be: the beacon's checks still run on it.
 */
export function parseReadingDatagram(message: Buffer): ReadingDatagram | null {
  const text = message.toString('utf8');
  const start = text.indexOf(MARKER);
  if (!text.startsWith('<') || start < 0) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(text.slice(start + MARKER.length));
  } catch {
    return null;
  }
  if (typeof fields !== 'object' || fields === null) return null;
  const { body, peer, ...rest } = fields as Record<string, unknown>;
  if (typeof body !== 'string' || typeof peer !== 'string' || peer === '') return null;
  const values: Partial<Record<DatagramHeader, string>> = {};
  for (const name of READING_DATAGRAM_HEADERS) {
    const value = rest[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    values[name] = value;
  }
  const bytes = Buffer.from(body, 'utf8');
  return { headers: new DatagramHeaders(values), peer, body: bytes.byteLength > READING_BODY_LIMIT ? null : bytes };
}
