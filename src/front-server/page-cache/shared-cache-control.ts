/**
 * The Cache-Control of every shared public page. The app's own cache is exact (it checks the
 * database's content version), so the only staleness is a shared cache's: `s-maxage=1` with
 * `stale-while-revalidate=1` lets nginx answer every visitor from its copy and refresh it in the
 * background, and bounds any copy it hands out to two seconds old, even after a quiet hour.
 * `max-age=0`: browsers check again each time (an ETag makes that a 304).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';
