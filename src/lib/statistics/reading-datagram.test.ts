import { describe, expect, it } from 'vitest';
import { parseReadingDatagram } from './reading-datagram';
import { READING_BODY_LIMIT } from './readings-endpoint';

// What nginx sends for the `cabinet_reading` log format (deploy/nginx/cabinet-http.conf), with
// `nohostname`, and with a host name as syslog puts it by default.
const line = (fields: Record<string, unknown>, header = '<190>Nov 27 18:32:40') =>
  Buffer.from(`${header} cabinet_reading: ${JSON.stringify(fields)}`);
const BEACON = '{"kind":"view","path":"/blog/l-été","referrer":"https://www.google.com/"}';
const FIELDS = {
  origin: 'https://cabinet.example.ma',
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14)',
  peer: '203.0.113.9',
  body: BEACON,
};

describe('parseReadingDatagram', () => {
  it('gives the headers by their names, in any case, the peer nginx saw, and the body as its bytes', () => {
    for (const message of [line(FIELDS), line(FIELDS, '<190>Nov 27 18:32:40 web1')]) {
      const datagram = parseReadingDatagram(message)!;
      expect(datagram.headers.get('Origin')).toBe('https://cabinet.example.ma');
      expect(datagram.headers.get('sec-fetch-site')).toBe('same-origin');
      expect(datagram.headers.get('user-agent')).toBe('Mozilla/5.0 (Linux; Android 14)');
      expect(datagram.peer).toBe('203.0.113.9');
      expect(datagram.body?.toString('utf8')).toBe(BEACON);
    }
  });

  it('reads a header nginx wrote empty as absent, and knows no header beyond the beacon’s', () => {
    const datagram = parseReadingDatagram(line({ ...FIELDS, origin: '', cookie: 'cabinet.session_token=x' }))!;
    expect(datagram.headers.get('origin')).toBeNull();
    expect(datagram.headers.get('cookie')).toBeNull();
    expect(parseReadingDatagram(line({ body: BEACON, peer: '203.0.113.9' }))!.headers.get('user-agent')).toBeNull();
  });

  it('holds a body of exactly the bound and none past it, as the beacon’s door does', () => {
    const at = 'é'.repeat(READING_BODY_LIMIT / 2);
    expect(parseReadingDatagram(line({ ...FIELDS, body: at }))!.body?.byteLength).toBe(READING_BODY_LIMIT);
    expect(parseReadingDatagram(line({ ...FIELDS, body: `${at}a` }))!.body).toBeNull();
  });

  it('refuses what nginx did not write: another tag, no syslog header, a line cut short, no body or peer, fields that are not text', () => {
    const whole = line(FIELDS).toString();
    for (const message of [
      whole.replace('cabinet_reading:', 'other_tag:'),
      whole.slice(whole.indexOf('cabinet_reading')),
      whole.slice(0, -10),
      '<190>Nov 27 18:32:40 cabinet_reading: null',
      '<190>Nov 27 18:32:40 cabinet_reading: "text"',
    ]) {
      expect(parseReadingDatagram(Buffer.from(message)), message).toBeNull();
    }
    expect(parseReadingDatagram(line({ ...FIELDS, body: 42 }))).toBeNull();
    expect(parseReadingDatagram(line({ ...FIELDS, 'user-agent': ['a'] }))).toBeNull();
    expect(parseReadingDatagram(line({ origin: FIELDS.origin, peer: FIELDS.peer }))).toBeNull();
    expect(parseReadingDatagram(line({ ...FIELDS, peer: '' }))).toBeNull();
    expect(parseReadingDatagram(line({ body: BEACON }))).toBeNull();
  });
});
