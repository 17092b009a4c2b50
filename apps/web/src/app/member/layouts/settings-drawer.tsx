import { Button, Drawer, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIZE_NAMES, resetSettings, updateSettings, useSettings, type Settings } from '../../settings';
import styles from './settings-drawer.module.css';

const THEME_PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#eb2f96', '#fa8c16'];

type Flag = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'pinyinSearch';
const FLAGS: Flag[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'pinyinSearch'];

// The settings panel: theme colour, tags view, fixed header, sidebar logo, pinyin search, size.
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();

  return (
    <Drawer open={open} onClose={onClose} title={t('layout.settings.title')} size={300}>
      <div className={styles.block} role="group" aria-labelledby="setting-theme-label">
        <span id="setting-theme-label" className={styles.label}>
          {t('layout.settings.theme')}
        </span>
        <div className={styles.swatches}>
          {THEME_PRESETS.map((colour) => (
            <button
              key={colour}
              type="button"
              className={styles.swatch}
              style={{ background: colour }}
              aria-label={colour}
              aria-pressed={settings.theme.toLowerCase() === colour}
              onClick={() => updateSettings({ theme: colour })}
            />
          ))}
          <input
            type="color"
            className={styles.custom}
            aria-label={t('layout.settings.theme')}
            value={settings.theme}
            onChange={(event) => updateSettings({ theme: event.target.value })}
          />
        </div>
      </div>
      {FLAGS.map((flag) => (
        <div key={flag} className={styles.row}>
          <label htmlFor={`setting-${flag}`}>{t(`layout.settings.${flag}`)}</label>
          <Switch
            id={`setting-${flag}`}
            checked={settings[flag]}
            onChange={(checked) => updateSettings({ [flag]: checked } satisfies Partial<Settings>)}
          />
        </div>
      ))}
      <div className={styles.block} role="radiogroup" aria-labelledby="setting-size-label">
        <span id="setting-size-label" className={styles.label}>
          {t('layout.settings.size')}
        </span>
        <Radio.Group
          className={styles.sizes}
          value={settings.size}
          onChange={(event) => updateSettings({ size: event.target.value as Settings['size'] })}
          options={SIZE_NAMES.map((name) => ({ value: name, label: t(`layout.settings.sizes.${name}`) }))}
        />
      </div>
      <Button block onClick={resetSettings}>
        {t('layout.settings.reset')}
      </Button>
    </Drawer>
  );
}
