import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';

const CaughtError = createContext<unknown>(undefined);

/** The error the route's error boundary caught, for the component that boundary shows. */
export function useRouteError(): unknown {
  return useContext(CaughtError);
}

type BoundaryProps = { fallback: ComponentType; resetKey: string; children: ReactNode };
type BoundaryState = { caught: boolean; error: unknown; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    caught: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  // A move to another address leaves the error behind, as the data router did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey
      ? null
      : { caught: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <CaughtError.Provider value={this.state.error}>
        <Fallback />
      </CaughtError.Provider>
    );
  }
}

function RouteBoundary({ fallback, children }: { fallback: ComponentType; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary fallback={fallback} resetKey={key}>
      {children}
    </Boundary>
  );
}

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

/** Starts loading a lazy route's code, once; for each converted route that has some. */
const loaders = new WeakMap<RouteObject, () => void>();

/**
 * The route objects of router.tsx and the features' routes.tsx, as react-router's plain router
 * renders them: a route's `lazy` page becomes a React.lazy component (a failed load reaches the
 * route's error boundary), its `ErrorBoundary` a boundary around it and the routes under it, and
 * `HydrateFallback` what shows while the first page's code loads. Built once: each lazy component
 * must keep its identity.
 */
export function routeTree(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    let loading: ReturnType<LazyRoute> | undefined;
    const load = () => (loading ??= (route.lazy as LazyRoute)());
    const Page = route.lazy
      ? lazy(async () => ({ default: (await load()).Component ?? Outlet }))
      : route.Component;
    let element: ReactNode = route.element ?? (Page ? <Page /> : <Outlet />);
    if (route.ErrorBoundary)
      element = <RouteBoundary fallback={route.ErrorBoundary}>{element}</RouteBoundary>;
    if (route.HydrateFallback) {
      const Fallback = route.HydrateFallback;
      element = <Suspense fallback={<Fallback />}>{element}</Suspense>;
    }
    const common = { path: route.path, caseSensitive: route.caseSensitive, element };
    const converted: RouteObject = route.index
      ? { ...common, index: true }
      : { ...common, children: route.children && routeTree(route.children) };
    // A failed load is the route's to show, when it renders.
    if (route.lazy) loaders.set(converted, () => void load().catch(() => undefined));
    return converted;
  });
}

/**
 * Renders the routes `routeTree` gave for the router's location. The code of every lazy route
 * the address matches starts loading at once, as the data router did, rather than each layout's
 * only once the one above it has loaded and rendered.
 */
export function RouteTreeView({ tree }: { tree: RouteObject[] }) {
  const location = useLocation();
  for (const match of matchRoutes(tree, location) ?? []) loaders.get(match.route)?.();
  return useRoutes(tree, location);
}
