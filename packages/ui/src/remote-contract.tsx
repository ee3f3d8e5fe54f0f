import { type ComponentType, useEffect, useState } from 'react';
import { LoadingState } from './page-states';

/** A page component; a lazily loaded one can be fetched ahead of its first render (a hovered menu entry). */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/**
 * What every remote exposes as './routes': one page component per screen it declares in its src/screens.json,
 * keyed by the screen's id ('owner-details'); the shell finds the screen's path in the declaration.
 */
export type RemotePages = Record<string, RemotePage>;

/** A remote's pages, one for each screen of its declarations (`typeof screens`, from its src/screens.json). */
export type ScreenPages<Screens> = { [Id in keyof Screens]: RemotePage };

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
