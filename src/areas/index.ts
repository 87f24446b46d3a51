/**
 * The areas of the app, found by folder: every `src/<area>/area.tsx` (./types.ts). Adding an area
 * is adding its folder with that manifest; no shell file names an area. The screens outside the
 * session (login and the other account screens) are not an area: src/accounts/index.tsx.
 */
import { checkAreas } from './registry';
import type { AppArea } from './types';

const manifests = import.meta.glob<AppArea>('../*/area.tsx', { eager: true, import: 'default' });

export const AREAS: AppArea[] = checkAreas(manifests);
