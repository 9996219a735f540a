import type { RouteObject } from 'react-router';

/** Dashboard routes of the chat, mounted under /dashboard by web/router.tsx. */
export const chatDashboardRoutes: RouteObject[] = [
  {
    path: 'chat',
    lazy: async () => ({ Component: (await import('./ChatPage')).ChatPage }),
  },
];
