import { sitePaths } from '../../../common/paths';

// On the freelancer recruitment page and on the client sign-up page, the other sign-up is the
// one a visitor is most likely looking for (docs/product.md §2).
const joinProductionFrom = new Set<string>([
  sitePaths.exploreProduction,
  sitePaths.join(),
  sitePaths.joinProduction,
]);

/** Where the top bar's Sign up button points from the given path. */
export function signUpHref(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return joinProductionFrom.has(path.toLowerCase()) ? sitePaths.joinProduction : sitePaths.join();
}
