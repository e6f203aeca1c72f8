import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOB_URL_LIFETIME_MS, fileNameFromDisposition, saveBlob } from './download';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="resume.docx"; filename*=UTF-8''CV%20Ren%C3%A9e%20Dupont.docx`,
      ),
    ).toBe('CV Renée Dupont.docx');
  });

  it('reads quoted and bare names', () => {
    expect(fileNameFromDisposition('attachment; filename="Jane \\"JD\\" Doe.pdf"')).toBe('Jane "JD" Doe.pdf');
    expect(fileNameFromDisposition('attachment; filename=resume.pdf; size=10')).toBe('resume.pdf');
  });

  it('gives nothing without a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('releases the object URL after 40 seconds', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:x');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    saveBlob(new Blob(['x']), 'file.txt');
    expect(click).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    expect(BLOB_URL_LIFETIME_MS).toBe(40_000);
  });
});
