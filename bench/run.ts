import { SUITES } from './suites.ts';

/** `npm run bench -- <suite> [suite…]`: runs the named suites one after the other. */
async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = names.filter((name) => !(name in SUITES));
  if (names.length === 0 || unknown.length > 0) {
    if (unknown.length > 0) process.stderr.write(`Unknown suite: ${unknown.join(', ')}\n`);
    process.stderr.write(
      `Usage: npm run bench -- <suite>\n${Object.entries(SUITES)
        .map(([name, suite]) => `  ${name.padEnd(8)} ${suite.summary}`)
        .join('\n')}\n`,
    );
    process.exit(2);
  }
  for (const name of names) {
    const { run } = await SUITES[name]!.load();
    await run();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
