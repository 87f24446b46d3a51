/** The home dashboard's sidebar entry; the dashboard itself is the shell's `/` and catch-all. */
import type { AppArea } from '../areas/types';

export const dashboardArea: AppArea = {
  id: 'dashboard',
  menu: [{ key: 'dashboard', path: '/' }],
};
