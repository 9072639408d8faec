/**
 * What the appointment form adds to the public-form path's limits per client (decision 039),
 * counted from the stored requests so every process shares them (decision 044): a limit per
 * patient number and a double click caught by its content. No count of everyone's requests
 * refuses a patient (decision 069).
 */
export type RequestLimits = {
  perPhone: { max: number; windowMinutes: number };
  /** The same number, reason and half-days again within this many minutes is the same request. */
  duplicateMinutes: number;
};

export const REQUEST_LIMITS: RequestLimits = {
  perPhone: { max: 3, windowMinutes: 24 * 60 },
  duplicateMinutes: 10,
};

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
