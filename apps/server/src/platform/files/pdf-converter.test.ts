import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/temp-dirs.ts';
import { demoCvSource } from '../../modules/cv-templates/demo-person.ts';
import { sampleCvTemplate } from '../../modules/cv-templates/sample-template.ts';
import { cvTemplateData } from '../../modules/cv-templates/template-data.ts';
import { fillCvTemplate } from '../../modules/cv-templates/template-fill.ts';
import { pdfText } from '../../modules/people/testing/pdf-text.ts';
import { createPdfConverter, findSoffice, PdfConversionFailed } from './pdf-converter.ts';

/** A stand-in for soffice: notes when it starts and ends, waits, writes a PDF (or nothing). */
function fakeSoffice(dir: string, { seconds, writes }: { seconds: number; writes: boolean }): string {
  const script = path.join(dir, 'soffice');
  const log = path.join(dir, 'calls.log');
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      'for last; do :; done', // the input file is the last argument
      `echo "start $(date +%s%N)" >> ${log}`,
      `sleep ${seconds}`,
      writes ? 'printf "%%PDF-1.4 fake" > "${last%.docx}.pdf"' : 'true',
      `echo "end $(date +%s%N)" >> ${log}`,
    ].join('\n'),
  );
  chmodSync(script, 0o755);
  return script;
}

describe('pdf converter', () => {
  const tempDir = useTempDirs('soffice');

  it('is off when SOFFICE_PATH says so or names nothing, and says so when asked to convert', async () => {
    expect(await findSoffice('off')).toBeUndefined();
    expect(await findSoffice('/nowhere/soffice')).toBeUndefined();
    const off = await createPdfConverter({ sofficePath: 'off' });
    expect(off.available).toBe(false);
    await expect(off.convert(Buffer.from('x'))).rejects.toBeInstanceOf(PdfConversionFailed);
  });

  it('converts one document at a time, each in its own folder', async () => {
    const dir = tempDir();
    const converter = await createPdfConverter({
      sofficePath: fakeSoffice(dir, { seconds: 0.3, writes: true }),
    });
    const made = await Promise.all([
      converter.convert(Buffer.from('a')),
      converter.convert(Buffer.from('b')),
    ]);
    expect(made.map((pdf) => pdf.toString())).toEqual(['%PDF-1.4 fake', '%PDF-1.4 fake']);
    const calls = readFileSync(path.join(dir, 'calls.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[0]);
    expect(calls).toEqual(['start', 'end', 'start', 'end']);
    await converter.close();
  });

  it('gives up on a hung office and on one that writes no PDF', async () => {
    const hung = await createPdfConverter({
      sofficePath: fakeSoffice(tempDir(), { seconds: 5, writes: true }),
      timeoutMs: 300,
    });
    await expect(hung.convert(Buffer.from('a'))).rejects.toBeInstanceOf(PdfConversionFailed);
    const silent = await createPdfConverter({
      sofficePath: fakeSoffice(tempDir(), { seconds: 0, writes: false }),
    });
    await expect(silent.convert(Buffer.from('a'))).rejects.toThrow('LibreOffice wrote no PDF');
    await Promise.all([hung.close(), silent.close()]);
  });

  // The real LibreOffice, where the machine has it (CI installs Debian's headless package).
  it('turns a filled template into a PDF with LibreOffice', { timeout: 120_000 }, async (test) => {
    const converter = await createPdfConverter({ sofficePath: undefined });
    if (!converter.available) test.skip();
    const docx = await fillCvTemplate(
      await sampleCvTemplate('fr'),
      cvTemplateData(demoCvSource('fr', false), 'fr'),
      {
        name: 'Sample',
        number: 1,
        versionId: 'test',
      },
    );
    const started = performance.now();
    const pdf = await converter.convert(docx);
    console.log(`LibreOffice conversion: ${Math.round(performance.now() - started)} ms`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Camille Demo');
    expect(text).toContain('Expériences professionnelles');
    await converter.close();
  });
});
