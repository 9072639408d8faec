import type { NextConfig } from 'next';
import { publicImageCacheRules } from './src/lib/site/public-file-cache';
import { originOf, securityHeaderRules } from './src/lib/http/security-headers';

const nextConfig: NextConfig = {
  // Tests build into their own folder so a running `npm start` and a test run never share one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'sharp', 'pino'],
  // `npm test` checks the types in a lane of its own rather than in the end-to-end build
  // (scripts/test-suites.ts); every other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_NPM_TEST === 'true' },
  experimental: {
    // A fresh clone in CI builds once and is thrown away: writing Turbopack's build cache there
    // cost 30 s beside the type check, for a next build that never comes.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  async headers() {
    const options = {
      production: process.env.NODE_ENV === 'production',
      imageOrigins: originOf(process.env.S3_PUBLIC_URL),
    };
    return [...securityHeaderRules(options), ...publicImageCacheRules()];
  },
};

export default nextConfig;
