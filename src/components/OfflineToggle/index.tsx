import { useEffect, useState } from 'react';
import { offlineSupported, offlineWanted, setOffline } from '@site/src/client/offline';
import { offlineCopy as copy } from '@site/src/data/copy/ui';
import { useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/** The footer's "read offline" switch: registers or unregisters the service worker. */
export default function OfflineToggle() {
  const t = useT();
  const [state, setState] = useState<{ supported: boolean; on: boolean }>();
  useEffect(() => {
    // Browser-only facts, read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ supported: offlineSupported(), on: offlineWanted() });
  }, []);
  if (!state?.supported) return null;
  return (
    <div className={styles.offline}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={state.on}
        onClick={() => {
          const on = !state.on;
          setState({ ...state, on });
          void setOffline(on);
        }}
      >
        {t(copy.label)}
      </button>
      <span className={styles.note}>{t(state.on ? copy.on : copy.off)}</span>
    </div>
  );
}
