import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker cannot run here: the deploy kit is checked by reading it, and its build steps are the
// script CI runs too.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: string;
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  env_file?: { path: string; required: boolean }[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  profiles?: string[];
  secrets?: string[];
};

describe('the deploy kit', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
    secrets?: Record<string, { environment?: string }>;
  };
  const dockerfile = read('Dockerfile');
  const instructions = (name: string) =>
    dockerfile
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((line) => line.startsWith(`${name} `))
      .map((line) => line.slice(name.length + 1).trim());

  it('composes Atrium with PostgreSQL, each with a health check, the database and the files on volumes', () => {
    const { postgres, atrium } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes).sort()).toEqual(['atrium-files', 'postgres-data', 'prometheus-data']);
    expect(postgres?.healthcheck?.test).toContain('pg_isready');

    expect(atrium?.build).toBe('.');
    expect(atrium?.ports).toEqual(['${PORT:-3000}:${PORT:-3000}']);
    expect(atrium?.volumes).toEqual(['atrium-files:/data']);
    expect(atrium?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(atrium?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/atrium:.*@postgres:5432\/atrium$/);
    expect(atrium?.environment?.JWT_SECRET).toMatch(/:\?/); // required, never a default
    expect(atrium?.healthcheck?.test.join(' ')).toContain(
      "'http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health'",
    );
  });

  it('hands every setting of .env to the app, and never puts .env into the image', () => {
    const { atrium } = compose.services;
    // Optional: the quick start's single JWT_SECRET line, or the README's whole list, or no file.
    expect(atrium?.env_file).toEqual([{ path: '.env', required: false }]);
    expect(atrium?.environment?.PORT).toBe('${PORT:-3000}');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });

  it('keeps only the server’s runtime dependencies in the image: no web-only packages, no pinned Node binary', () => {
    expect(instructions('RUN')).toContain(
      'npm ci --omit=dev --workspace @atrium/server --workspace @atrium/contract --no-audit --no-fund',
    );
    expect(instructions('COPY')).toContain('--from=runtime-deps /app/node_modules ./node_modules');
    expect(dockerfile).not.toMatch(/COPY --from=build \/app\/node_modules/);
  });

  it('offers Prometheus in the monitoring profile only, scraping Atrium with METRICS_TOKEN', () => {
    const { prometheus } = compose.services;
    expect(prometheus?.profiles).toEqual(['monitoring']);
    expect(prometheus?.volumes).toContain('./monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(prometheus?.secrets).toEqual(['metrics_token']);
    expect(compose.secrets?.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    const config = parse(read('monitoring/prometheus.yml')) as {
      scrape_configs: {
        metrics_path: string;
        authorization: { type: string; credentials_file: string };
        static_configs: { targets: string[] }[];
      }[];
    };
    const [atrium] = config.scrape_configs;
    expect(atrium?.metrics_path).toBe('/metrics');
    expect(atrium?.authorization).toEqual({ type: 'Bearer', credentials_file: '/run/secrets/metrics_token' });
    expect(atrium?.static_configs[0]?.targets).toEqual(['atrium:3000']);
  });

  it('ships a Grafana dashboard whose every query reads a series Atrium exposes', () => {
    const dashboard = JSON.parse(read('docs/grafana-dashboard.json')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const exposed = read('apps/server/src/platform/metrics/metrics.ts');
    const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    expect(expressions.length).toBeGreaterThanOrEqual(6);
    for (const expr of expressions) {
      for (const [series] of expr.matchAll(/atrium_[a-z_]+/g)) {
        const name = series.replace(/_(bucket|count|sum)$/, '');
        expect(exposed, `${series} in the dashboard`).toContain(`'${name}'`);
      }
    }
  });

  it('builds a multi-stage, non-root image on Node 24 that checks /api/health', () => {
    const stages = instructions('FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^node:24/);
    expect(instructions('USER')).toEqual(['node']);
    expect(instructions('HEALTHCHECK').join(' ')).toContain(
      "'http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health'",
    );
    expect(instructions('EXPOSE')).toEqual(['3000']);
  });

  it('builds with the same script CI runs, and starts the server as npm start does', () => {
    expect(instructions('RUN')).toContain('scripts/build-app.sh');
    expect(read('.ci/run').split('\n')).toContain('scripts/build-app.sh');
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    const serverCommand = start.split('&&').at(-1)!.trim();
    expect((JSON.parse(instructions('CMD')[0]!) as string[]).join(' ')).toBe(serverCommand);
  });

  it('pins every base image to its digest with scripts/pin-base-images.sh, leaving the rest as it is', () => {
    // Docker is replaced by a stand-in that names one digest for any tag.
    const copy = mkdtempSync(path.join(tmpdir(), 'pin-'));
    mkdirSync(path.join(copy, 'scripts'));
    mkdirSync(path.join(copy, 'bin'));
    for (const file of ['Dockerfile', 'compose.yaml', 'scripts/pin-base-images.sh'])
      cpSync(path.join(root, file), path.join(copy, file));
    writeFileSync(path.join(copy, 'bin', 'docker'), '#!/bin/sh\necho \'{"digest":"sha256:0123abcd"}\'\n', {
      mode: 0o755,
    });
    const env = { ...process.env, PATH: `${path.join(copy, 'bin')}:${process.env.PATH}` };
    // Twice: a pinned image is looked up by its tag again, never pinned twice.
    for (let run = 0; run < 2; run += 1)
      execFileSync(path.join(copy, 'scripts', 'pin-base-images.sh'), { env, stdio: 'ignore' });
    const pinned = (file: string) => readFileSync(path.join(copy, file), 'utf8');
    const unpinned = (text: string) => text.replaceAll('@sha256:0123abcd', '');
    expect(unpinned(pinned('Dockerfile'))).toBe(read('Dockerfile'));
    expect(unpinned(pinned('compose.yaml'))).toBe(read('compose.yaml'));
    for (const line of pinned('Dockerfile')
      .split('\n')
      .filter((text) => text.startsWith('FROM ')))
      expect(line).toMatch(/^FROM node:24-slim@sha256:0123abcd( AS [a-z-]+)?$/);
    const services = (parse(pinned('compose.yaml')) as { services: Record<string, Service> }).services;
    for (const service of Object.values(services))
      if (service.image) expect(service.image).toMatch(/^[a-z/]+:[0-9a-z.]+@sha256:0123abcd$/);
  });
});
