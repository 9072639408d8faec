import 'server-only';
import { z } from 'zod';
import { resolveDatabaseTarget } from '@/lib/db/database-target';
import { REVIEW_LINK_DEFAULT_VALIDITY_DAYS, REVIEW_LINK_MAX_VALIDITY_DAYS } from '@/lib/blog/review-links';
import { defaultSiteUrl, splitOriginList } from '@/lib/site/site-origins';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const originList = (value: unknown) => (typeof value === 'string' ? splitOriginList(value) : value);
/** Unset or empty: loopback only, where the nginx recipe of deploy/ connects from. `none`: no proxy. */
const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'];
const proxyList = (value: unknown) => {
  if (value === undefined || value === '') return LOOPBACK_PROXIES;
  if (typeof value !== 'string') return value;
  return value.trim().toLowerCase() === 'none' ? [] : value.split(/[\s,]+/).filter(Boolean);
};

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRUSTED_ORIGINS: z.preprocess(originList, z.array(z.url({ protocol: /^https?$/ })).default([])),
  TRUSTED_PROXIES: z.preprocess(proxyList, z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('data')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Cabinet médical <no-reply@localhost>')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('auto')),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  // An article whose last medical review is older than this is "À relire" in the back office.
  MEDICAL_REVIEW_INTERVAL_MONTHS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(120).default(12)),
  // How long a new review link opens (decision 021); links already created keep their expiry.
  REVIEW_LINK_VALIDITY_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(REVIEW_LINK_MAX_VALIDITY_DAYS).default(REVIEW_LINK_DEFAULT_VALIDITY_DAYS),
  ),
});

export type Environment = z.infer<typeof environmentSchema> & {
  SITE_URL: string;
  database: ReturnType<typeof resolveDatabaseTarget>;
};

/** Parses process.env once; a bad variable stops the server with its name in the message. */
export function readEnvironment(source: Record<string, string | undefined> = process.env): Environment {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid environment: ${issues.join('; ')}`);
  }
  const { data } = parsed;
  return {
    ...data,
    // Unset, it follows PORT: links printed or mailed point where the server really listens.
    SITE_URL: data.SITE_URL ?? defaultSiteUrl(data.PORT),
    database: resolveDatabaseTarget(data.DATABASE_URL, data.DATA_DIR),
  };
}

let cached: Environment | undefined;

export function env(): Environment {
  cached ??= readEnvironment();
  return cached;
}
