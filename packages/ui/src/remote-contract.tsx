import { type ComponentType, useEffect, useState } from 'react';
import { LoadingState } from './page-states';

/** A page component; a lazily loaded one can be fetched ahead of its first render (a hovered menu entry). */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/**
 * What every remote exposes as './routes': one page component per route path of SPEC 2 that it owns,
 * keyed by the path pattern the shell's route table uses ('/owner/:id').
 */
export type RemotePages = Record<string, RemotePage>;

export interface RemoteRoutesModule {
  pages: RemotePages;
}

/**
 * A page in its own chunk, loaded on its first render or by `preload`: a remote's routes module stays small, and
 * a visit downloads only the page it shows. `load` imports the page's module; `name` is its exported component.
 * Not React.lazy: a Suspense boundary would hold the page back for React's reveal throttle (about 300 ms) after
 * showing its fallback; the shell preloads the page before rendering it, so it usually renders at once.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): RemotePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a later visit (the shell's Retry) tries again
        throw error;
      },
    );
    return loading;
  };
  function Page() {
    const [Component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<unknown>();
    useEffect(() => {
      if (Component) return;
      let active = true;
      preload().then(
        (component) => active && setComponent(() => component),
        (error: unknown) => active && setFailure(error),
      );
      return () => {
        active = false;
      };
    }, [Component]);
    // A chunk that could not be loaded goes to the nearest error boundary (the shell's, with its retry).
    if (failure) throw failure;
    return Component ? <Component /> : <LoadingState />;
  }
  Page.displayName = name;
  return Object.assign(Page, { preload });
}
