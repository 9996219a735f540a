import type { RouteObject } from 'react-router';

/** Dashboard routes of the teams feature, mounted under /dashboard by web/router.tsx. */
export const teamsDashboardRoutes: RouteObject[] = [
  {
    path: 'manage/team',
    lazy: async () => ({
      Component: (await import('./TeamBuilderPage')).TeamBuilderPage,
    }),
  },
  {
    path: 'manage/staff/:uid',
    lazy: async () => ({ Component: (await import('./StaffProfilePage')).StaffProfilePage }),
  },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
  },
  {
    path: 'schedule',
    lazy: async () => ({ Component: (await import('./SchedulePage')).SchedulePage }),
  },
];
