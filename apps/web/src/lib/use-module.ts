import { useEffect, useState } from 'react';

// A module loaded when a component first needs it (zod's rules, a parser only some visits
// use), so the page's first paint does not carry it. `undefined` until it has arrived; every
// later caller has it at once. `load` must be stable (a module-level function): it is the
// cache's key. A failed load is retried by the next component that asks.
const loaded = new Map<() => Promise<unknown>, unknown>();

export function useModule<M>(load: () => Promise<M>, enabled = true): M | undefined {
  const [module, setModule] = useState(() => loaded.get(load) as M | undefined);
  useEffect(() => {
    if (!enabled || module !== undefined) return undefined;
    let live = true;
    void load().then((value) => {
      loaded.set(load, value);
      if (live) setModule(value);
    });
    return () => {
      live = false;
    };
  }, [load, enabled, module]);
  return module;
}
