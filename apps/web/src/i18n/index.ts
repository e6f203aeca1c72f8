export * from './languages';
export * from './languageCookie';
export * from './formatDate';
export * from './serverMessage';
export * from './LocaleProvider';
export * from './useLocale';
