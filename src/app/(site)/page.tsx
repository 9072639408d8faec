import type { Metadata } from 'next';
import { GuideCards } from '@/components/site/blog/guide-cards';
import { AboutSection } from '@/components/site/home/about-section';
import { BlogPreviewSection } from '@/components/site/home/blog-preview-section';
import { ContactSection } from '@/components/site/home/contact-section';
import { HeroSection } from '@/components/site/home/hero-section';
import { ServicesSection } from '@/components/site/home/services-section';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { WhyChooseUs } from '@/components/site/home/why-choose-us';
import { JsonLd } from '@/components/site/json-ld';
import { HOME_PREVIEW_LIMIT, HOME_PREVIEW_PINNED_SLUGS } from '@/lib/blog/home-preview-order';
import { buildPracticeJsonLd, buildWebSiteJsonLd } from '@/lib/site/json-ld';
import { pageMetadata } from '@/lib/site/page-metadata';
import { HOME_PATH } from '@/lib/site/site-paths';
import { env } from '@/server/env';
import { getPublicPractice } from '@/server/practice/public-practice';
import { listHomePreviewCandidates, publicReadOrNull } from '@/server/blog/posts';

// Rendered from the database whenever the public page cache (src/front-server/server.ts) has no current
// copy, never at build time. Not streamed behind Suspense on purpose: streamed content needs
// JavaScript to appear, and every public page must show its content without it.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return pageMetadata({
    siteUrl: env().SITE_URL,
    path: '/',
    title: 'Cabinet Médical Sidi Maarouf – Sexologie, échographie, médecine générale à Casablanca',
    description:
      'Cabinet médical à Casablanca (Sidi Maarouf) : sexologie médicale, échographie clinique, médecine générale et psychosomatique. Plus de 40 ans d’expérience, sur rendez-vous.',
    absoluteTitle: true,
  });
}

export default async function HomePage() {
  const [posts, practiceView] = await Promise.all([
    publicReadOrNull(HOME_PATH, () => listHomePreviewCandidates(HOME_PREVIEW_PINNED_SLUGS, HOME_PREVIEW_LIMIT)),
    getPublicPractice(),
  ]);
  return (
    <>
      <JsonLd
        data={[
          buildWebSiteJsonLd(env().SITE_URL, practiceView.name),
          buildPracticeJsonLd(env().SITE_URL, practiceView),
        ]}
      />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <WhyChooseUs />
      <TestimonialsSection />
      <BlogPreviewSection posts={posts} />
      <div className="render-when-near mx-auto max-w-6xl px-4 pb-4 sm:px-6">
        <GuideCards />
      </div>
      <ContactSection />
    </>
  );
}
