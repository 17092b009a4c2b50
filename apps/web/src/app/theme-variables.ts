import { themeColours } from '../lib/contrast';
import { ANTD_SIZE, currentSettings, subscribeSettings, type Settings } from './settings';

// The theme colour and control size of the settings panel as CSS variables on <html>, for
// what is drawn without antd (the sign-in pages' controls, tabs, native selects): the same
// colours antd gets (antd-config.tsx), and antd's control heights, paddings and font size.
const SIZES = {
  large: { height: '40px', input: '7px 11px', button: '7px 15px', font: '16px' },
  middle: { height: '32px', input: '4px 11px', button: '4px 15px', font: '14px' },
  small: { height: '24px', input: '0 7px', button: '0 7px', font: '14px' },
} as const;

function apply(settings: Settings): void {
  const { primary, hover, active } = themeColours(settings.theme);
  const size = SIZES[ANTD_SIZE[settings.size]];
  const variables: Record<string, string> = {
    '--portal-primary': primary,
    '--portal-primary-hover': hover,
    '--portal-primary-active': active,
    '--portal-control-height': size.height,
    '--portal-input-padding': size.input,
    '--portal-button-padding': size.button,
    '--portal-font-size': size.font,
  };
  const { style } = document.documentElement;
  for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
}

// Sets them now and whenever the settings change.
export function watchThemeVariables(): void {
  apply(currentSettings());
  subscribeSettings(() => apply(currentSettings()));
}
