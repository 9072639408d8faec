import { formatAdminDateTime } from '@/lib/text/french-dates';

/** Above an article opened through a review link: it is not (or not yet in this version) online. */
export function ReviewLinkBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-amber-950">
      <p className="font-semibold">Aperçu — non publié</p>
      <p className="text-sm">
        Lien de relecture valable jusqu’au {formatAdminDateTime(expiresAt)}. Merci de ne pas le diffuser.
      </p>
    </div>
  );
}
