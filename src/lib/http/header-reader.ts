/** What most server code reads of a request's headers: one header by name, as a web `Headers` answers it. */
export type HeaderReader = Pick<Headers, 'get'>;
