import { useEffect, useState } from 'react';
import { estimateStorage, type StorageEstimateView } from './browserEnv';

/**
 * The browser's storage estimate, read again whenever `version` changes (e.g. the downloaded bytes).
 * undefined while reading; null where the browser gives none (WebKit without the StorageAPI feature).
 */
export function useStorageEstimate(version: unknown): StorageEstimateView | null | undefined {
  const [estimate, setEstimate] = useState<StorageEstimateView | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void estimateStorage().then((value) => {
      if (current) setEstimate(value);
    });
    return () => {
      current = false;
    };
  }, [version]);
  return estimate;
}
