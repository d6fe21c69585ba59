import { useCallback, useState } from 'react';
import { CATALOG_STYLES } from '@/lib/cabinet-styles';
import { loadStyle, saveStyle } from '../lib/storage';

const isStyle = (code: string | null): code is string =>
  code !== null && CATALOG_STYLES.some((c) => c.code === code);

/** The style for bare item codes: the one last chosen (kept in browser storage), else the first. */
export function useMatchStyle() {
  const [style, setStyle] = useState(() => {
    const stored = loadStyle();
    return isStyle(stored) ? stored : CATALOG_STYLES[0]!.code;
  });
  const choose = useCallback((code: string) => {
    if (!isStyle(code)) return;
    setStyle(code);
    saveStyle(code);
  }, []);
  return [style, choose] as const;
}
