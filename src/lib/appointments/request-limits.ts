/**
 * What the appointment form adds to the public-form path's limits per address and global
 * (decision 039), counted from the stored requests so every process shares them (decision 044):
 * a limit per patient number, a double click caught by its content, and a cap of open requests
 * beyond which the form asks patients to call.
 */
export type RequestLimits = {
  perPhone: { max: number; windowMinutes: number };
  /** The same number, reason and half-days again within this many minutes is the same request. */
  duplicateMinutes: number;
  openCap: number;
};

export const REQUEST_LIMITS: RequestLimits = {
  perPhone: { max: 3, windowMinutes: 24 * 60 },
  duplicateMinutes: 10,
  openCap: 200,
};

export type LimitReached = 'phone' | 'open-cap';

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/** Whether the form page says to call instead of showing the form: the open requests fill the cap. */
export const openCapReached = (openCount: number, limits: RequestLimits = REQUEST_LIMITS) =>
  openCount >= limits.openCap;

/**
 * Whether a change of the open count turns the form page into « appelez le cabinet » or back: the
 * page is cached, so such a change must move the public content version (decision 011).
 */
export const openCapCrossed = (before: number, after: number, limits: RequestLimits = REQUEST_LIMITS) =>
  openCapReached(before, limits) !== openCapReached(after, limits);
