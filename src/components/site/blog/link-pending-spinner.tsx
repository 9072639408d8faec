/**
 * The article page's loading state (spec section 2), on a link to an article: at rest here,
 * shown by src/browser/link-spinners.ts while the server answers the click. Always rendered, only
 * its opacity changes, so nothing moves.
 */
export function LinkPendingSpinner({ className }: { className?: string }) {
  return (
    <span data-link-spinner="" className={`pointer-events-none inline-flex ${className ?? ''}`}>
      <span aria-hidden className="link-spinner opacity-0" />
    </span>
  );
}
