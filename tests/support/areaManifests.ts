/**
 * The app's area manifests loaded in Node, found by folder as the app's src/areas/index.ts finds
 * them with Vite (every src/<area>/area.tsx): for tests that run outside Vite (end-to-end specs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkAreas } from '../../src/areas/registry';
import type { AppArea } from '../../src/areas/types';

export async function loadAreas(): Promise<AppArea[]> {
  const src = path.resolve(import.meta.dirname, '../../src');
  const files = fs
    .readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(src, entry.name, 'area.tsx')))
    .map((entry) => `../${entry.name}/area.tsx`);
  const manifests: Record<string, AppArea> = {};
  for (const file of files) manifests[file] = (await import(pathToFileURL(path.join(src, 'areas', file)).href)).default;
  return checkAreas(manifests);
}
