import { useEffect, useState } from "react";

/**
 * A module a page loads after it paints (a form's zod rules: about 25 KB gzip and 20-30 ms to set up on a phone;
 * decision 110). `load` starts it once and is what a submit awaits; `current` is the module once it is here.
 */
export interface LazyModule<T> {
  load: () => Promise<T>;
  readonly current: T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  return {
    load: async () => (loaded ??= await importer()),
    get current() {
      return loaded;
    },
  };
}

/** Starts loading `module` when the component mounts; the module once it has arrived (the component renders again). */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [loaded, setLoaded] = useState(module.current);
  useEffect(() => {
    if (!loaded) void module.load().then(setLoaded, () => undefined);
  }, [loaded, module]);
  return loaded;
}
