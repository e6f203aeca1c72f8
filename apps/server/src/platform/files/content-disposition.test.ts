import { describe, expect, it } from 'vitest';
import { asciiFold, attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII filename and the exact one as filename*', () => {
    expect(attachmentDisposition('Hélène-Dubois-CV-fr.pdf')).toBe(
      `attachment; filename="Helene-Dubois-CV-fr.pdf"; filename*=UTF-8''H%C3%A9l%C3%A8ne-Dubois-CV-fr.pdf`,
    );
  });

  it('folds ligatures and strips what would break the header', () => {
    expect(asciiFold('Œuvre Łukasz Søren Straße')).toBe('OEuvre Lukasz Soren Strasse');
    expect(attachmentDisposition('a"b\\c\r\n.docx')).toMatch(
      /^attachment; filename="abc\.docx"; filename\*=UTF-8''a%22b%5Cc%0D%0A\.docx$/,
    );
    expect(attachmentDisposition("it's (1).pdf")).toContain("filename*=UTF-8''it%27s%20%281%29.pdf");
    expect(attachmentDisposition('日本.pdf')).toMatch(/^attachment; filename="\.pdf"/);
  });
});
