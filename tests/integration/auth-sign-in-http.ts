import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The app's auth endpoint behind a real Node HTTP server on 127.0.0.1, with the peer recording
 * the app's own server gets at start (src/instrumentation.ts): requests arrive over sockets, and
 * the route handler sees what `next start` would hand it.
 */
export async function startAuthServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const { recordPeerAddresses } = await import('@/server/http/peer-address');
  const { GET, POST } = await import('@/app/api/auth/[...all]/route');
  recordPeerAddresses();
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string') headers.set(name, value);
    const method = incoming.method ?? 'GET';
    const request = new Request(new URL(incoming.url ?? '/', process.env.SITE_URL), {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
    });
    const response = await (method === 'GET' ? GET : POST)(request);
    // Several Set-Cookie lines stay several lines (a plain object of the headers keeps the last).
    outgoing.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      'set-cookie': response.headers.getSetCookie(),
    });
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type SignInAnswer = { status: number };

/**
 * POSTs a sign-in from `localAddress` (any 127.x address of this machine) with extra headers;
 * `agent` keeps one socket for several requests.
 */
export async function postSignIn(
  port: number,
  body: { email: string; password: string },
  options: { localAddress: string; headers?: Record<string, string>; agent?: http.Agent },
): Promise<SignInAnswer> {
  const { status } = await postAuth(port, '/sign-in/email', body, options);
  return { status };
}

export type AuthAnswer = { status: number; body: Record<string, unknown>; setCookies: string[] };

/**
 * POSTs a JSON body to one auth path from `localAddress`, with a Cookie header as a browser
 * would send it; answers the status, the JSON body and the Set-Cookie lines.
 */
export function postAuth(
  port: number,
  pathname: string,
  body: unknown,
  options: { localAddress: string; cookie?: string; headers?: Record<string, string>; agent?: http.Agent },
): Promise<AuthAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/auth${pathname}`,
        localAddress: options.localAddress,
        agent: options.agent ?? false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: process.env.SITE_URL!,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // A refusal before the auth handler (a throttled or cross-origin request) may not be JSON.
          const isJson = String(response.headers['content-type'] ?? '').includes('json');
          resolve({
            status: response.statusCode ?? 0,
            body: isJson && text ? JSON.parse(text) : {},
            setCookies: response.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
