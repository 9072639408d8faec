import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Tests build into their own folder so a running `npm start` and a test run never share one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'sharp', 'pino'],
};

export default nextConfig;
