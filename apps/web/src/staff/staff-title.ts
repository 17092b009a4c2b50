import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRouteTitle } from './staff-routes';

// Document title = the page's title + " - " + the console's (the root route leaves it to us:
// the console's route says `ownTitle`).
export function useStaffTitle(title: StaffRouteTitle) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(`staff.routes.${title}`)} - ${t('staff.appTitle')}`;
  }, [t, title]);
}
