import { useEffect, useState } from 'react';
import { offlineSupported, offlineWanted, setOffline } from '@site/src/client/offline';
import { useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

const copy = {
  label: { en: 'Read offline', it: 'Lettura offline' },
  on: {
    en: 'On: the brochure is kept for reading without a connection.',
    it: 'Attivo: la brochure resta leggibile anche senza connessione.',
  },
  off: {
    en: 'Keep the brochure for reading aboard, without a connection.',
    it: 'Conservate la brochure per leggerla a bordo, senza connessione.',
  },
};

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
