import type { Plugin } from 'vite';

// antd's form context (antd/es/form/context.js), which every input imports, takes one
// provider from @rc-component/form's index; that index writes its parts onto the Form
// component at module level, so the bundle keeps the whole form library and its validator
// (≈ 40 KB) on every page with an input, forms or not. The import is pointed at the file that
// defines the provider, the same module the index re-exports: pages with a form still get the
// library, with one shared context (docs/decisions.md, "Delivery").
export function antdFormContext(): Plugin {
  const importer = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
  return {
    name: 'portal:antd-form-context',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, from) {
      if (source !== '@rc-component/form' || !from || !importer.test(from)) return null;
      return this.resolve('@rc-component/form/es/FormContext', from, { skipSelf: true });
    },
  };
}
