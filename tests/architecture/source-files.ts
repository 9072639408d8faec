import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root and its `src` folder, for the architecture tests that read the sources. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SRC = path.join(ROOT, 'src');

/** Every TypeScript module under the folder (absolute paths), tests left out. */
export function sourceFiles(folder: string = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The modules that open with a React directive: `'use client'` or `'use server'`. */
export function modulesWith(directive: "'use client'" | "'use server'", files: string[] = sourceFiles()): string[] {
  return files.filter((file) => readFileSync(file, 'utf8').startsWith(directive));
}
