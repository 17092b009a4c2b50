import path from 'node:path';
import type { Plugin } from 'vite';

// antd's form context (antd/es/form/context.js), which every input imports, takes one
// provider from @rc-component/form's index; that index writes its parts onto the Form
// component at module level, so the bundle keeps the whole form library and its validator
// (≈ 40 KB) on every page with an input, forms or not. The import is pointed at the file that
// defines the provider, the same module the index re-exports: pages with a form still get the
// library, with one shared context (docs/decisions.md, "Delivery").
// antd's Radio.Group (which every Table imports, for radio selection) takes one three-line helper
// from antd's useForm, whose import of the form library's index brings the same library back
// (≈ 45 KiB brotli with antd's Form and Image on every list page). It gets this copy instead,
// which `antd-form-context.test.ts` checks against antd's own.
export const NAME_PATH_MODULE = '\0portal:antd-name-path';
export function namePathSource(utilPath: string): string {
  return `import { toArray } from ${JSON.stringify(utilPath)};\nexport function toNamePathStr(name) { return toArray(name).join('_'); }\n`;
}

export function antdFormContext(): Plugin {
  const importer = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
  const radioGroup = /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/;
  let utilPath: string | null = null;
  return {
    name: 'portal:antd-form-context',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, from) {
      if (source === '../form/hooks/useForm' && from && radioGroup.test(from)) {
        utilPath = path.join(path.dirname(from), '../form/util.js');
        return NAME_PATH_MODULE;
      }
      if (source !== '@rc-component/form' || !from || !importer.test(from)) return null;
      return this.resolve('@rc-component/form/es/FormContext', from, { skipSelf: true });
    },
    load(id) {
      return id === NAME_PATH_MODULE && utilPath ? namePathSource(utilPath) : null;
    },
  };
}
