import { useEffect, useRef } from 'react';
import type { ThemeMode } from '@atrium/contract';
import { useThemeMode } from '../theme/useThemeMode';

/**
 * Adopts the mode saved in the person's record whenever that record says something new, so the
 * choice made on another device follows them. A local toggle wins until the record catches up.
 */
export function useUserThemeSync(saved: ThemeMode | null | undefined): void {
  const { mode, setMode } = useThemeMode();
  const adopted = useRef<ThemeMode | null | undefined>(undefined);
  useEffect(() => {
    if (!saved || saved === adopted.current) return;
    adopted.current = saved;
    if (saved !== mode) setMode(saved);
  }, [saved, mode, setMode]);
}
