import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on loopback that holds its greeting until `release()`: a client that
 * waits for delivery stays blocked until then, so a test can tell "answered before the mail
 * left" from "answered after" by order of events, not by a stopwatch. Enough SMTP for
 * nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth.
 */
export async function startHeldSmtpServer() {
  // Held from the start.
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let released = false;
  let connections = 0;
  const waitingForRelease: (() => void)[] = [];

  function speak(socket: Socket) {
    let buffer = '';
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let readingData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.write('220 held-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (readingData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          readingData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 held-smtp');
        else if (verb === 'MAIL') {
          envelope.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          readingData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  }

  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    if (released) speak(socket);
    else waitingForRelease.push(() => speak(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connections opened so far, greeted or still held. */
    connections: () => connections,
    isReleased: () => released,
    /** Holds the greeting of the connections opened from now on. */
    hold() {
      released = false;
    },
    release() {
      released = true;
      for (const greet of waitingForRelease.splice(0)) greet();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
