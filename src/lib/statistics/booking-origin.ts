/**
 * The appointment form's hidden field that names the page the reader came from: the public
 * pages' script fills it from the same-site referrer, and a sent request counts as a booking
 * action of that page (decision 064). A module of its own: the script must not load the schemas.
 */
export const BOOKING_ORIGIN_FIELD = 'depuis';
