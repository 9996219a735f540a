// What other features may use of the accounts feature: nothing so far. Its pages are mounted by
// web/router.tsx; add here what another feature comes to need.
export {};
