import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { geoMetaTags, pageMetadata } from './page-metadata';

const site = 'https://cabinet.example';

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    siteUrl: site,
    path: '/services/psychosomatique',
    title: 'Médecine psychosomatique',
    description: 'Une description.',
  });

  it('suffixes the title with the site name and sets the canonical URL on SITE_URL', () => {
    expect(metadata.title).toEqual({ absolute: 'Médecine psychosomatique | Cabinet Médical Sidi Maarouf' });
    expect(metadata.alternates?.canonical).toBe('https://cabinet.example/services/psychosomatique');
  });

  it('gives Open Graph and Twitter the absolute 1200×630 image and the fr_MA locale', () => {
    expect(metadata.openGraph).toMatchObject({
      locale: 'fr_MA',
      url: 'https://cabinet.example/services/psychosomatique',
      images: [{ url: 'https://cabinet.example/images/og-default.png', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [
        {
          url: 'https://cabinet.example/images/og-default.png',
          alt: 'Cabinet Médical Sidi Maarouf, cabinet médical à Casablanca',
        },
      ],
    });
  });

  it('keeps a full title as it is', () => {
    expect(
      pageMetadata({ siteUrl: site, path: '/', title: 'Accueil complet', description: 'd', absoluteTitle: true }).title,
    ).toEqual({ absolute: 'Accueil complet' });
  });
});

describe('geoMetaTags', () => {
  it('places the practice in Casablanca-Settat with matching position formats', () => {
    const tags = geoMetaTags(DEFAULT_PRACTICE_FACTS);
    expect(tags['geo.region']).toBe('MA-06');
    const [lat, lon] = tags['geo.position']!.split(';');
    expect(tags.ICBM).toBe(`${lat}, ${lon}`);
  });

  it('writes the coordinates with five decimals, as local search asks', () => {
    const tags = geoMetaTags({ ...DEFAULT_PRACTICE_FACTS, geo: { latitude: 33.5333, longitude: -7.6 } });
    expect(tags['geo.position']).toBe('33.53330;-7.60000');
    expect(tags.ICBM).toBe('33.53330, -7.60000');
  });
});
