/**
 * The areas, handed down by the shell (src/App.tsx): a screen of an area that shows what other
 * areas add (a brand's page, Admin Tools) reads them here instead of importing the areas, which
 * would import the screen itself again.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AppArea } from './types';

const AreasContext = createContext<AppArea[]>([]);

export function AreasProvider({ areas, children }: { areas: AppArea[]; children: ReactNode }) {
  return <AreasContext.Provider value={areas}>{children}</AreasContext.Provider>;
}

/** The areas' manifests: none outside the shell (a screen rendered alone shows only its own parts). */
export const useAreas = (): AppArea[] => useContext(AreasContext);
