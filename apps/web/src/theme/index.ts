export * from './tokens';
export * from './createAppTheme';
export * from './ThemeModeProvider';
export * from './useThemeMode';
export * from './themeModeStorage';
