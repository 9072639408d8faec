/** Minutes to read an article body (HTML or Markdown), at about 200 words a minute, at least 1. */
export const WORDS_PER_MINUTE = 200;

export function estimateReadingTime(content: string): number {
  const text = content
    // Only the words a reader sees: drop scripts/styles, tags, link targets and Markdown markers.
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`~>|]/g, ' ');
  const words = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
  return Math.max(1, Math.ceil(words.length / WORDS_PER_MINUTE));
}
