import type { Language } from './languages';

const MEGABYTE = 1024 * 1024;

/** A file's size in the reader's language: '2 kB' / '2 ko', '1.5 MB' / '1,5 Mo'. */
export function formatFileSize(bytes: number, language: Language): string {
  const large = bytes >= MEGABYTE;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: large ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: large ? 1 : 0,
    roundingMode: 'ceil',
  }).format(large ? bytes / MEGABYTE : Math.max(1, bytes / 1024));
}
