import 'server-only';
import pino from 'pino';
import { env } from '@/server/env';

// One JSON line per event; passwords and cookies never reach the output.
export const logger = pino({
  level: env().LOG_LEVEL,
  redact: {
    paths: ['password', '*.password', 'newPassword', '*.newPassword', 'headers.cookie', 'token'],
    censor: '[redacted]',
  },
  base: undefined,
});
