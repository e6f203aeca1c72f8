import type { FastifyInstance } from 'fastify';
import { createCvTemplatesService } from '../cv-templates/cv-templates.service.ts';
import { createPictureService } from './picture.service.ts';
import { createResumeService, type ResumeService } from './resume.service.ts';

/**
 * Keyed by the app's file store, the same object in every plugin's context (a plugin's `app` is a
 * context of its own), so one service serves the whole app.
 */
const made = new WeakMap<object, ResumeService>();

/**
 * The app's resume service, made once per app with its pictures, the firm's CV templates and the
 * PDF converter: the CV download routes use it, and so may another area that makes CVs (a
 * tender's pack) through `render`.
 */
export function resumeServiceOf(app: FastifyInstance): ResumeService {
  let service = made.get(app.files);
  if (!service) {
    service = createResumeService({
      db: app.db,
      pictures: createPictureService({ db: app.db, blobs: app.files.blobs }),
      log: app.log,
      templates: cvTemplatesServiceOf(app),
      pdf: app.files.pdf,
    });
    made.set(app.files, service);
  }
  return service;
}

const templatesMade = new WeakMap<object, ReturnType<typeof createCvTemplatesService>>();

/** The app's CV templates service (one per app, so its cache of template files is shared). */
export function cvTemplatesServiceOf(app: FastifyInstance) {
  let service = templatesMade.get(app.files);
  if (!service) {
    service = createCvTemplatesService({ db: app.db, blobs: app.files.blobs });
    templatesMade.set(app.files, service);
  }
  return service;
}
