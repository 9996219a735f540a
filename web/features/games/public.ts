// What other features may use of the games feature: nothing so far. Its pages are mounted
// through routes.tsx; add here what another feature comes to need.
export {};
