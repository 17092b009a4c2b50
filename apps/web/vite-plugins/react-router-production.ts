import fs from 'node:fs';
import type { Plugin } from 'vite';

// react-router 7's package exports point every bundler at its development build, whatever the
// mode (remix-run/react-router#12532, #14102): the built portal ran with the router's
// development warnings and checks on. A build takes the production build the package ships
// beside it (the same code with those checks off), by its file path.
export function productionBuildOf(developmentPath: string): string | null {
  const production = developmentPath.replace(/([\\/])dist\1development\1/, '$1dist$1production$1');
  return production !== developmentPath && fs.existsSync(production) ? production : null;
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'portal:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const production = resolved ? productionBuildOf(resolved.id) : null;
      return production ?? resolved;
    },
  };
}
