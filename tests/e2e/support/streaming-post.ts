import http from 'node:http';

export type StreamingAnswer = { status: number; body: string; sentBytes: number };

/**
 * Posts a body in 16 kB chunks over a real connection and stops sending as soon as the server
 * answers, so a test can tell a refusal made before reading from one made after. `declared`
 * sets Content-Length (the server may trust it); without it the body goes chunked.
 */
export function postStreaming(
  url: string,
  options: { headers?: Record<string, string>; declared?: number; maxBytes: number },
): Promise<StreamingAnswer> {
  const chunk = Buffer.alloc(16 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const headers = { ...options.headers, ...(options.declared ? { 'content-length': String(options.declared) } : {}) };
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), sentBytes });
        request.destroy();
      });
    });
    // Once the server has answered and closed, writes fail: that is the point, not an error.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    // One chunk per timer tick (at most about 16 MB/s, faster than any visitor's upload), so the
    // answer is read as soon as it comes, as a browser would. Unpaced, over loopback, this client
    // pushed up to 99 MB while a busy server took 100 ms to answer, and a refused upload that keeps
    // coming is cut by the server. The tick also follows a 'drain': a chunk as large as the
    // socket's buffer mark makes every write wait for one, and drains chained on a fast loopback
    // never let the client read the answer (61 MB in 69 ms in one CI run).
    const sendAfterTick = () => setTimeout(sendMore, 0);
    const sendMore = () => {
      if (answered) return;
      if (sentBytes >= options.maxBytes) {
        if (!options.declared) request.end();
        return;
      }
      sentBytes += chunk.length;
      if (request.write(chunk)) sendAfterTick();
      else request.once('drain', sendAfterTick);
    };
    sendMore();
  });
}
