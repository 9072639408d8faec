import 'server-only';
import pino from 'pino';

// One JSON line per event; passwords and cookies never reach the output.
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  redact: { paths: ['password', '*.password', 'newPassword', '*.newPassword', 'headers.cookie', 'token'], censor: '[redacted]' },
  base: undefined,
});
