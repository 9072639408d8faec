/**
 * What most server code reads of a request's headers: one header by name, as a web `Headers`
 * answers it. The front server's reading beacon hands Node's own headers this way, where a web
 * `Headers` built per beacon, and the garbage it left, took about 3 % of its time (decision 060).
 */
export type HeaderReader = Pick<Headers, 'get'>;
