import { useContext } from 'react';
import { ThemeModeContext, type ThemeModeState } from './ThemeModeContext';

export function useThemeMode(): ThemeModeState {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return state;
}
