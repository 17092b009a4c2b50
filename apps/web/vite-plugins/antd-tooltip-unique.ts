import type { Plugin } from 'vite';

// antd's ConfigProvider imports the provider of its "one tooltip at a time" mode
// (`tooltip={{ unique: true }}`), which brings the tooltip's positioning library
// (@rc-component/trigger, ≈ 12 KiB brotli) onto every page drawn with antd, even though the
// provider is only rendered with that mode on. The portal never turns it on
// (app/antd-config.tsx; antd-tooltip-unique.test.ts checks it), so ConfigProvider gets a
// provider that renders its children: tooltips, menus and dropdowns still bring the library
// with their own code.
export const UNIQUE_PROVIDER_MODULE = '\0portal:antd-tooltip-unique';
export const uniqueProviderSource = 'export default function UniqueProvider({ children }) { return children; }\n';

export function antdTooltipUnique(): Plugin {
  const configProvider = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
  return {
    name: 'portal:antd-tooltip-unique',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      return source === '../tooltip/UniqueProvider' && from && configProvider.test(from) ? UNIQUE_PROVIDER_MODULE : null;
    },
    load(id) {
      return id === UNIQUE_PROVIDER_MODULE ? uniqueProviderSource : null;
    },
  };
}
