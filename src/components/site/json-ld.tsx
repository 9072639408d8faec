import { serializeJsonLd } from '@/lib/site/json-ld';

/** Structured data as a plain script tag (Next.js JSON-LD guide): data, not code, so no next/script. */
export function JsonLd({ data }: { data: Parameters<typeof serializeJsonLd>[0] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
