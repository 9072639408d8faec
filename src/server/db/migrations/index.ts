import type { Kysely, Migration } from 'kysely';
import type { DatabaseEngine } from '../schema';
import * as blog from './0001_blog';
import * as auth from './0002_auth';
import * as twoFactor from './0004_two_factor';
import * as practice from './0006_practice';
import * as medicalReview from './0007_medical_review';
import * as postRevisions from './0008_post_revisions';
import * as reviewLinks from './0009_review_links';
import * as autosaves from './0010_autosaves';
import * as testimonials from './0012_testimonials';
import * as recordedReviews from './0013_recorded_reviews';
import * as mediaSizes from './0015_media_sizes';
import * as publicForms from './0014_public_forms';
import * as searchAndOldSlugs from './0016_search_and_old_slugs';
import * as questions from './0017_questions';
import * as appointmentRequests from './0018_appointment_requests';
import * as statistics from './0020_statistics';
import * as topicPages from './0021_topic_pages';
import * as statisticsReportIndexes from './0024_statistics_report_indexes';
import * as inProcessSearch from './0025_in_process_search';
import * as searchHeldInMemory from './0026_search_held_in_memory';
import * as testimonialRatings from './0027_testimonial_ratings';
import * as oneRateLimitTable from './0030_one_rate_limit_table';
import * as articleTrash from './0031_article_trash';

/**
 * Every migration, imported statically so the list works the same bundled by Next and run by
 * tsx (a folder scan would not survive bundling). Each receives the engine for the few DDL
 * differences. Add new ones at the end, named `NNNN_name`.
 */
type EngineAwareMigration = {
  up(db: Kysely<any>, engine: DatabaseEngine): Promise<void>;
  down?(db: Kysely<any>, engine: DatabaseEngine): Promise<void>;
};

const migrations: Record<string, EngineAwareMigration> = {
  '0001_blog': blog,
  '0002_auth': auth,
  '0004_two_factor': twoFactor,
  '0006_practice': practice,
  '0007_medical_review': medicalReview,
  '0008_post_revisions': postRevisions,
  '0009_review_links': reviewLinks,
  '0010_autosaves': autosaves,
  '0012_testimonials': testimonials,
  '0013_recorded_reviews': recordedReviews,
  '0014_public_forms': publicForms,
  '0015_media_sizes': mediaSizes,
  '0016_search_and_old_slugs': searchAndOldSlugs,
  '0017_questions': questions,
  '0018_appointment_requests': appointmentRequests,
  '0020_statistics': statistics,
  '0021_topic_pages': topicPages,
  '0024_statistics_report_indexes': statisticsReportIndexes,
  '0025_in_process_search': inProcessSearch,
  '0026_search_held_in_memory': searchHeldInMemory,
  '0027_testimonial_ratings': testimonialRatings,
  '0030_one_rate_limit_table': oneRateLimitTable,
  '0031_article_trash': articleTrash,
};

export function migrationsFor(engine: DatabaseEngine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => {
      const { down } = migration;
      return [
        name,
        {
          up: (db: Kysely<any>) => migration.up(db, engine),
          down: down ? (db: Kysely<any>) => down(db, engine) : undefined,
        },
      ];
    }),
  );
}
