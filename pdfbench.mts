const root = process.argv[2];
const { renderResumePdf } = await import(`${root}/apps/server/src/modules/people/resume-pdf.ts`);
const content = {
  language: 'fr', name: 'Hélène Dubois', title: 'Lead data engineer', subtitle: "9 ans d'expérience", picture: null,
  blocks: [
    { kind: 'text', heading: 'Synthèse', text: 'Data engineer who ships. '.repeat(20) },
    { kind: 'list', heading: 'Compétences', items: ['Kubernetes', 'React', 'Energy', 'Python', 'Spark'], inline: true },
    { kind: 'entries', heading: 'Expériences professionnelles', entries: Array.from({ length: 6 }, (_, i) => ({ title: `Data architect — Client ${i}`, meta: 'Janv. 2020 – aujourd’hui', text: 'Built the platform. '.repeat(10) })) },
  ],
};
let first = await renderResumePdf(content);
const times = [];
for (let i = 0; i < 30; i++) { const t = performance.now(); await renderResumePdf(content); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log(`size ${(first.length / 1024).toFixed(1)} KiB, median ${times[15].toFixed(1)} ms, p90 ${times[27].toFixed(1)} ms`);
