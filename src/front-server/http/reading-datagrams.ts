import dgram from 'node:dgram';
import type { ReadingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';
import { parseReadingDatagram } from '@/lib/statistics/reading-datagram';

type ReadingDatagramOptions = {
  /** The app's own port number: the recipe sends to the first app process of its upstream list. */
  port: number;
  bridge: ReadingBeaconBridge;
  /** Told when a reading could not be recorded, or the socket failed. */
  onError: (message: string, error: unknown) => void;
};

export type ReadingDatagramListener = { port: number; close: () => Promise<void> };

/**
 * The reading beacon's second door (decision 065): behind the nginx recipe, nginx answers a
 * reader's beacon itself and sends it here as a syslog datagram, on loopback only, where
 * proxying each beacon cost the article 4 to 6 % of its throughput (decision 063). Each datagram
 * goes through the beacon's own checks and answer (the bridge, as at the HTTP door), with the
 * peer nginx saw as the request's peer; the answer has no one to go to, and what is refused is
 * simply not counted.
 * Resolves once the socket listens; rejects if the port is taken.
 */
export function listenForReadingDatagrams(options: ReadingDatagramOptions): Promise<ReadingDatagramListener> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message) => {
    const answer = options.bridge.answer;
    const datagram = answer ? parseReadingDatagram(message) : null;
    if (!answer || !datagram) return;
    try {
      const answered = answer({ headers: datagram.headers, peer: datagram.peer }, datagram.body);
      if (answered instanceof Promise) {
        answered.catch((error: unknown) => options.onError('Recording a reading from nginx failed', error));
      }
    } catch (error) {
      options.onError('Recording a reading from nginx failed', error);
    }
  });
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('error', failed);
    socket.bind(options.port, '127.0.0.1', () => {
      socket.off('error', failed);
      socket.on('error', (error) => options.onError('Receiving readings from nginx failed', error));
      resolve({
        port: socket.address().port,
        close: () => new Promise((closed) => socket.close(() => closed())),
      });
    });
  });
}
