import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

type TabParamOptions<T extends string> = {
  /** The query parameter that names the tab; `tab` unless told. */
  param?: string;
  /** The tab when the URL names none (or an unknown one); the first tab unless told. */
  fallback?: T;
  /**
   * Remove the parameter from the URL once read. The selection then lives in component state
   * and the URL stays clean; otherwise the URL is the selection and switching tabs updates it.
   */
  clear?: boolean;
};

/** docs/product.md §2 tab helper: the tab a query parameter names, and a setter for Tabs' onChange. */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  options: TabParamOptions<T> = {},
): [T, (tab: T) => void] {
  const { param = 'tab', clear = false } = options;
  const fallback = (options.fallback ?? tabs[0]) as T;
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(param);
  const named =
    fromUrl !== null && (tabs as readonly string[]).includes(fromUrl) ? (fromUrl as T) : null;

  const [local, setLocal] = useState<T>(named ?? fallback);
  const [seen, setSeen] = useState<string | null>(fromUrl);
  // A link to the same page with another ?tab= must still switch tabs in clear mode.
  if (clear && fromUrl !== seen) {
    setSeen(fromUrl);
    if (named) setLocal(named);
  }

  useEffect(() => {
    if (!clear || fromUrl === null) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [clear, fromUrl, param, setSearchParams]);

  const select = useCallback(
    (tab: T) => {
      if (clear) {
        setLocal(tab);
        return;
      }
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(param, tab);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [clear, param, setSearchParams],
  );

  return [clear ? local : (named ?? fallback), select];
}
