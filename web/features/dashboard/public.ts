// What other features may use of the dashboard: nothing so far. Its layout and pages are mounted
// by web/router.tsx; add here what another feature comes to need.
export {};
