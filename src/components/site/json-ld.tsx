import { serializeJsonLd } from '@/lib/site/json-ld';

/** Structured data as a plain script tag (Next.js JSON-LD guide): data, not code, so no next/script. */
export function JsonLd({ data }: { data: Parameters<typeof serializeJsonLd>[0] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes `<`, so no data can close the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
