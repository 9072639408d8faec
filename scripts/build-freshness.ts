/**
 * Whether `npm start` must build again. The build reads some settings and writes them into the
 * prerendered pages and the response headers; serving an old build after one of them changed
 * would show the old values, so they are recorded beside the build and compared at each start.
 */
export type BakedSettings = { SITE_URL: string; S3_PUBLIC_URL: string | null };

export type BuildState = {
  /** When the last build finished, or null if there is none. */
  builtAt: number | null;
  newestSourceChange: number;
  /** The settings recorded by the last build, or null if it recorded none. */
  recorded: BakedSettings | null;
  current: BakedSettings;
};

/** Why a build is needed, in the words the launcher prints, or null when the last one serves. */
export function rebuildReason({ builtAt, newestSourceChange, recorded, current }: BuildState): string | null {
  if (builtAt === null) return 'first start';
  if (newestSourceChange > builtAt) return 'sources changed';
  if (recorded === null) return 'settings of the last build unknown';
  const changed = (Object.keys(current) as (keyof BakedSettings)[]).filter((key) => recorded[key] !== current[key]);
  return changed.length > 0 ? `${changed.join(', ')} changed` : null;
}

/** The recorded settings as read back from disk; anything unexpected counts as none. */
export function parseBakedSettings(text: string | null): BakedSettings | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { SITE_URL, S3_PUBLIC_URL } = value as Record<string, unknown>;
    if (typeof SITE_URL !== 'string' || !(typeof S3_PUBLIC_URL === 'string' || S3_PUBLIC_URL === null)) return null;
    return { SITE_URL, S3_PUBLIC_URL };
  } catch {
    return null;
  }
}
