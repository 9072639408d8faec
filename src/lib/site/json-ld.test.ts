import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import {
  buildBlogPostingJsonLd,
  buildBreadcrumbJsonLd,
  buildMedicalWebPageJsonLd,
  buildPracticeJsonLd,
  buildWebSiteJsonLd,
  serializeJsonLd,
} from './json-ld';
import { authorJsonLd } from '../blog/author-metadata';
import { blogListJsonLd } from '../blog/blog-list-json-ld';
import { postSummary } from '../../../tests/support/post-summary';
import { buildPracticeView } from '../practice/practice-view';

const site = 'https://cabinet.example';

describe('buildPracticeJsonLd', () => {
  const data = buildPracticeJsonLd(
    site,
    buildPracticeView(DEFAULT_PRACTICE_FACTS, [], new Date('2026-11-23T10:00:00Z')),
  ) as Record<string, any>;

  it('describes a physician and a clinic with address, geo and phone', () => {
    expect(data['@type']).toEqual(['Physician', 'MedicalClinic']);
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', postalCode: '20190', addressCountry: 'MA' });
    expect(data.geo['@type']).toBe('GeoCoordinates');
    expect(data.geo.latitude).toMatch(/^-?\d+\.\d{5}$/);
    expect(data.geo.longitude).toMatch(/^-?\d+\.\d{5}$/);
    expect(data.telephone).toMatch(/^\+212/);
  });

  it('lists opening hours Monday–Friday 10–17 and Saturday 10–13, nothing on Sunday', () => {
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '10:00',
        closes: '17:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']),
      }),
      expect.objectContaining({ opens: '10:00', closes: '13:00', dayOfWeek: ['https://schema.org/Saturday'] }),
    ]);
  });

  it('names the four specialities, cash or cheque, MAD, and no review markup', () => {
    expect(data.medicalSpecialty).toHaveLength(4);
    expect(data.paymentAccepted).toBe('Espèces, Chèque');
    expect(data.currenciesAccepted).toBe('MAD');
    expect(JSON.stringify(data)).not.toMatch(/Review|Rating/);
  });
});

describe('a week with a closure: specialOpeningHoursSpecification', () => {
  const aid = {
    id: 'aid',
    firstDay: '2026-05-27',
    lastDay: '2026-05-29',
    label: 'Aïd al-Adha',
    ranges: [],
    message: null,
  };
  const ramadan = {
    id: 'ramadan',
    firstDay: '2026-05-30',
    lastDay: '2026-05-30',
    label: 'Samedi court',
    ranges: [{ opens: '09:00', closes: '12:00' }],
    message: null,
  };
  const jsonLdOn = (instant: string) =>
    buildPracticeJsonLd(site, buildPracticeView(DEFAULT_PRACTICE_FACTS, [aid, ramadan], new Date(instant))) as Record<
      string,
      any
    >;

  it('carries a closure as a day opening and closing at midnight, and special hours as their ranges', () => {
    expect(jsonLdOn('2026-05-25T10:00:00Z').specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Aïd al-Adha',
        validFrom: '2026-05-27',
        validThrough: '2026-05-29',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Samedi court',
        validFrom: '2026-05-30',
        validThrough: '2026-05-30',
        opens: '09:00',
        closes: '12:00',
      },
    ]);
  });

  it('keeps the regular week beside them', () => {
    expect(jsonLdOn('2026-05-25T10:00:00Z').openingHoursSpecification).toHaveLength(2);
  });

  it('says nothing of a period once it is over in Casablanca', () => {
    expect(jsonLdOn('2026-05-30T23:00:00Z').specialOpeningHoursSpecification).toBeUndefined();
  });

  it('says nothing of a period more than the notice days ahead', () => {
    expect(jsonLdOn('2026-05-19T10:00:00Z').specialOpeningHoursSpecification).toBeUndefined();
  });
});

describe('buildBreadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const data = buildBreadcrumbJsonLd(
      [
        { name: 'Accueil', path: '/' },
        { name: 'Blog', path: '/blog' },
      ],
      site,
    ) as any;
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://cabinet.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://cabinet.example/blog' },
    ]);
  });
});

describe('buildBlogPostingJsonLd', () => {
  it('carries headline, dates, author, image and page URL', () => {
    const data = buildBlogPostingJsonLd(
      {
        slug: 'communication-couple',
        title: 'La communication dans le couple',
        description: 'Résumé',
        datePublished: '2025-03-01T09:00:00.000Z',
        dateModified: '2025-03-02T09:00:00.000Z',
        author: { name: 'Dr A.', path: null },
        imagePath: '/images/articles/communication.svg',
        section: 'Couple',
        keywords: ['dialogue', 'couple'],
        citations: [],
      },
      site,
    ) as any;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'La communication dans le couple',
      mainEntityOfPage: { '@id': 'https://cabinet.example/blog/communication-couple' },
      image: 'https://cabinet.example/images/articles/communication.svg',
      author: { '@type': 'Person', name: 'Dr A.' },
      keywords: 'dialogue, couple',
    });
    expect(data).not.toHaveProperty('commentCount');
  });

  it('carries commentCount and each published question as a Comment with its answer (decision 043)', () => {
    const base = {
      slug: 'a',
      title: 'A',
      description: null,
      datePublished: '2025-03-01T09:00:00.000Z',
      dateModified: '2025-03-01T09:00:00.000Z',
      author: null,
      imagePath: '/a.svg',
      section: null,
      keywords: [],
      citations: [],
    };
    const comments = [
      {
        id: 'q1',
        author: 'Salma',
        text: 'Faut-il être à jeun ?',
        dateCreated: '2025-03-03T09:00:00.000Z',
        answer: { author: 'Dr Nadia Démo', text: 'Non.', dateCreated: '2025-03-04T09:00:00.000Z' },
      },
      { id: 'q2', author: 'Karim', text: 'Et en couple ?', dateCreated: '2025-03-05T09:00:00.000Z', answer: null },
    ];
    const data = buildBlogPostingJsonLd({ ...base, comments }, site) as any;
    expect(data.commentCount).toBe(2);
    expect(data.comment[0]).toEqual({
      '@type': 'Comment',
      '@id': 'https://cabinet.example/blog/a#question-q1',
      text: 'Faut-il être à jeun ?',
      dateCreated: '2025-03-03T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Salma' },
      comment: [
        {
          '@type': 'Comment',
          text: 'Non.',
          dateCreated: '2025-03-04T09:00:00.000Z',
          author: { '@type': 'Person', name: 'Dr Nadia Démo' },
        },
      ],
    });
    expect(data.comment[1]).not.toHaveProperty('comment');
    expect(buildBlogPostingJsonLd({ ...base, comments: [] }, site)).toMatchObject({ commentCount: 0, comment: [] });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a title cannot close the script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });

  it('strips characters XML 1.0 forbids from every string, however deep', () => {
    const text = serializeJsonLd([
      { headline: 'Titre\u0001', author: { name: 'Dr\uD83D A' }, keywords: ['a\uFFFF'] },
      { count: 3 },
    ]);
    expect(text).not.toMatch(/\\u0001|\\ud83d|\\uffff|\u0001|\uFFFF/i);
    expect(JSON.parse(text)).toEqual([{ headline: 'Titre', author: { name: 'Dr A' }, keywords: ['a'] }, { count: 3 }]);
  });
});

/**
 * The properties each schema.org type must carry for search engines to use it (Google's
 * structured data rules for Article, ProfilePage and their nodes); every typed node is checked.
 */
const REQUIRED: Record<string, string[]> = {
  BlogPosting: ['headline', 'datePublished', 'dateModified', 'author', 'image', 'publisher'],
  MedicalWebPage: ['name', 'url', 'mainEntity'],
  ProfilePage: ['mainEntity'],
  Person: ['name'],
  IndividualPhysician: ['name'],
  CreativeWork: ['name', 'url'],
  Organization: ['name'],
  MedicalClinic: ['name'],
  EducationalOccupationalCredential: ['name'],
};

function typedNodes(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(typedNodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  return [...(node['@type'] ? [node] : []), ...Object.values(node).flatMap(typedNodes)];
}

function missingRequired(data: unknown): string[] {
  return typedNodes(data).flatMap((node) => {
    const types = [node['@type']].flat() as string[];
    return types.flatMap((type) => {
      const required = REQUIRED[type];
      if (!required) return [`unknown type ${type}`];
      return required.filter((property) => node[property] === undefined).map((property) => `${type}.${property}`);
    });
  });
}

describe('schema.org required properties', () => {
  it('are all present on a reviewed article with author, reviewer and sources', () => {
    const posting = buildBlogPostingJsonLd(
      {
        slug: 'menopause',
        title: 'Ménopause',
        description: null,
        datePublished: '2026-01-01T09:00:00.000Z',
        dateModified: '2026-02-01T09:00:00.000Z',
        author: { name: 'Dr Karim Exemple', path: '/auteurs/karim-exemple' },
        imagePath: '/images/og-default.png',
        section: null,
        keywords: [],
        citations: [{ title: 'Ménopause', url: 'https://www.who.int/fr/menopause', publisher: 'OMS', year: 2024 }],
      },
      site,
    );
    const page = buildMedicalWebPageJsonLd(
      {
        slug: 'menopause',
        title: 'Ménopause',
        description: null,
        lastReviewed: '2026-02-01T11:00:00.000Z',
        reviewedBy: { name: 'Dr Nadia Démo', path: null },
      },
      site,
    );
    expect(missingRequired([posting, page])).toEqual([]);
  });

  it('are all present on an author page, a physician typed as Person and IndividualPhysician', () => {
    const [profile] = authorJsonLd(
      {
        id: 'author-1',
        name: 'Nadia Démo',
        title: 'Dr',
        slug: 'nadia-demo',
        email: null,
        bio: 'Médecin généraliste.',
        photo_url: '/images/auteurs/nadia-demo.svg',
        is_health_professional: true,
        qualifications: ['Doctorat en médecine'],
        specialities: ['Médecine générale'],
        registration_number: 'DEMO-0002',
      },
      site,
    ) as any[];
    expect(missingRequired(profile)).toEqual([]);
    expect(profile.mainEntity['@type']).toEqual(['Person', 'IndividualPhysician']);
    expect(profile.mainEntity).toMatchObject({
      url: 'https://cabinet.example/auteurs/nadia-demo',
      image: 'https://cabinet.example/images/auteurs/nadia-demo.svg',
      knowsAbout: ['Médecine générale'],
      identifier: 'DEMO-0002',
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'Doctorat en médecine' }],
    });
  });

  it('types an author who is not a health professional as a Person only', () => {
    const [profile] = authorJsonLd(
      {
        id: 'author-2',
        name: 'Rédaction',
        title: null,
        slug: 'redaction',
        email: null,
        bio: null,
        photo_url: null,
        is_health_professional: false,
        qualifications: [],
        specialities: [],
        registration_number: null,
      },
      site,
    ) as any[];
    expect(profile.mainEntity['@type']).toBe('Person');
    expect(missingRequired(profile)).toEqual([]);
  });
});

describe('buildWebSiteJsonLd', () => {
  it('names the site, its language, the practice that publishes it and the blog’s search as a SearchAction', () => {
    expect(buildWebSiteJsonLd(site, 'Cabinet Médical Sidi Maarouf')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://cabinet.example/#site',
      url: 'https://cabinet.example/',
      name: 'Cabinet Médical Sidi Maarouf',
      inLanguage: 'fr',
      publisher: { '@id': 'https://cabinet.example/#cabinet' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://cabinet.example/blog/recherche?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('the structured data of /blog', () => {
  const posts = [postSummary()];

  it('is a CollectionPage about the Blog, listing the page’s articles', () => {
    const data = blogListJsonLd(2, 'Blog – page 2', 'd', posts, site)[0] as Record<string, any>;
    expect(data).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://cabinet.example/blog?page=2',
      inLanguage: 'fr',
    });
    expect(data.mainEntity).toMatchObject({ '@type': 'Blog', url: 'https://cabinet.example/blog' });
    expect(data.mainEntity.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        '@id': 'https://cabinet.example/blog/communication-couple#article',
        url: 'https://cabinet.example/blog/communication-couple',
        headline: 'Communication',
        datePublished: '2026-11-01T09:00:00.000Z',
      },
    ]);
  });

  it('has a breadcrumb Accueil › Blog, and › Page N after the first page', () => {
    const crumbs = (page: number) =>
      (blogListJsonLd(page, 'Blog', 'd', [], site)[1] as { itemListElement: Array<{ name: string; item: string }> })
        .itemListElement;
    expect(crumbs(1).map((item) => item.name)).toEqual(['Accueil', 'Blog']);
    expect(crumbs(3).map((item) => [item.name, item.item])).toEqual([
      ['Accueil', 'https://cabinet.example/'],
      ['Blog', 'https://cabinet.example/blog'],
      ['Page 3', 'https://cabinet.example/blog?page=3'],
    ]);
  });
});
