/**
 * How many requests the form accepts (decision 044), counted in the database so every process
 * shares them: per client address (as a hash), per patient number, for the whole site, and a
 * cap of open requests beyond which the form asks patients to call.
 */
export const REQUEST_LIMITS = {
  perAddress: { max: 5, windowMinutes: 60 },
  perPhone: { max: 3, windowMinutes: 24 * 60 },
  global: { max: 60, windowMinutes: 60 },
  /** The same number, reason and half-days again within this many minutes is the same request (a double click). */
  duplicateMinutes: 10,
  openCap: 200,
} as const;

export type RequestLimits = {
  perAddress: { max: number; windowMinutes: number };
  perPhone: { max: number; windowMinutes: number };
  global: { max: number; windowMinutes: number };
  duplicateMinutes: number;
  openCap: number;
};

export type LimitReached = 'address' | 'phone' | 'global' | 'open-cap';

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
