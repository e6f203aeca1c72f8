import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  BUILT_IN_LAYOUT,
  CV_TEMPLATE_BYTES_MAX,
  message,
  type CvTemplate,
  type CvTemplateChoice,
  type CvTemplateFields,
  type CvTemplatePatch,
  type CvTemplateRef,
  type ResumeLanguage,
} from '@atrium/contract';
import { and, asc, desc, eq, inArray, isNotNull, max, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import type { BlobStore } from '../../platform/files/blob-store.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import {
  cvTemplates,
  cvTemplateVersions,
  type CvTemplateRow,
  type CvTemplateVersionRow,
} from './cv-templates.tables.ts';
import { checkCvTemplate } from './template-check.ts';
import { demoCvSource } from './demo-person.ts';
import { cvTemplateData } from './template-data.ts';
import { fillCvTemplate } from './template-fill.ts';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A version ready to fill: its bytes and what the CV it makes says of it. */
export type LoadedTemplate = {
  template: CvTemplateRow;
  version: CvTemplateVersionRow;
  bytes: Buffer;
};

/** Template files are small and never change: the last few used stay in memory. */
const CACHED_VERSIONS = 16;

/**
 * The firm's Word CV templates: kept with every uploaded version, checked on upload, filled with a
 * demo person before publishing; CVs are made with a template's published version. Managed by
 * holders of 'cv_templates …' (administrators); the published ones are offered to everyone.
 */
export function createCvTemplatesService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  const cache = new Map<string, Buffer>();

  async function versionBytes(version: CvTemplateVersionRow): Promise<Buffer> {
    const cached = cache.get(version.id);
    if (cached) return cached;
    const bytes = await buffer(await blobs.open(version.blob_id));
    cache.set(version.id, bytes);
    if (cache.size > CACHED_VERSIONS) cache.delete(cache.keys().next().value!);
    return bytes;
  }

  const refuseUnless = (ctx: AccessContext, action: 'read' | 'create' | 'update' | 'delete') => {
    if (!ctx.can('cv_templates', action)) throw forbidden();
  };

  async function templateRow(db: Db | Tx, id: string, lock = false): Promise<CvTemplateRow> {
    const query = db.select().from(cvTemplates).where(eq(cvTemplates.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  async function present(rows: readonly CvTemplateRow[]): Promise<CvTemplate[]> {
    const versions = rows.length
      ? await db
          .select()
          .from(cvTemplateVersions)
          .where(
            inArray(
              cvTemplateVersions.template_id,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(cvTemplateVersions.number))
      : [];
    const people = await loadPersonRefs(
      db,
      versions.flatMap((version) => (version.uploaded_by ? [version.uploaded_by] : [])),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      language: row.language,
      purpose: row.purpose,
      is_default: row.is_default,
      published_version_id: row.published_version_id,
      updated_at: row.updated_at.toISOString(),
      versions: versions
        .filter((version) => version.template_id === row.id)
        .map((version) => ({
          id: version.id,
          number: version.number,
          file_name: version.file_name,
          size: version.size,
          uploaded_by: (version.uploaded_by && people.get(version.uploaded_by)) || null,
          created_at: version.created_at.toISOString(),
          published_at: version.published_at?.toISOString() ?? null,
        })),
    }));
  }

  const presentOne = async (id: string) => (await present([await templateRow(db, id)]))[0]!;

  /**
   * Checks the file (template-check.ts), fills it with the demo person so a template the library
   * cannot fill is refused now rather than at a download, then stores it as the next version.
   */
  async function storeVersion(
    ctx: AccessContext,
    bytes: Buffer,
    fileName: string,
    link: (tx: Tx) => Promise<CvTemplateRow>,
  ): Promise<CvTemplateRow> {
    const placeholders = await checkCvTemplate(bytes);
    await fillCvTemplate(bytes, cvTemplateData(demoCvSource('en', false), 'en'), {
      name: fileName,
      number: 0,
      versionId: 'check',
    }).catch(() => {
      const said = message('cvTemplates.broken');
      throw badRequest(said, { file: said });
    });
    return blobs.create(
      Readable.from([bytes]),
      {
        maxBytes: CV_TEMPLATE_BYTES_MAX,
        tooLarge: 'cvTemplates.tooLarge',
        empty: 'cvTemplates.fileMissing',
        detectType: async () => DOCX_TYPE,
        name: () => fileName,
        ownerId: ctx.user.id,
      },
      async (blob, tx) => {
        const template = await link(tx);
        const [last] = await tx
          .select({ number: max(cvTemplateVersions.number) })
          .from(cvTemplateVersions)
          .where(eq(cvTemplateVersions.template_id, template.id));
        const [version] = await tx
          .insert(cvTemplateVersions)
          .values({
            template_id: template.id,
            number: (last?.number ?? 0) + 1,
            blob_id: blob.id,
            file_name: fileName,
            size: blob.size,
            placeholders,
            uploaded_by: ctx.user.id,
          })
          .returning();
        await tx.update(cvTemplates).set({ updated_at: new Date() }).where(eq(cvTemplates.id, template.id));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/cv_templates',
          recordId: template.id,
          action: 'attach',
          changes: { version: { before: null, after: `v${version!.number} ${fileName}` } },
        });
        return template;
      },
    );
  }

  /** The template a CV download asked for (or the default), published, for the CV's language. */
  async function resolve(
    ref: CvTemplateRef | undefined,
    language: ResumeLanguage,
    anonymised: boolean,
  ): Promise<LoadedTemplate | null> {
    if (ref === BUILT_IN_LAYOUT) return null;
    let template: CvTemplateRow | undefined;
    if (ref) {
      [template] = await db.select().from(cvTemplates).where(eq(cvTemplates.id, ref));
      if (!template) throw notFound();
      if (!template.published_version_id) throw conflict('cvTemplates.unpublished');
      if (template.language !== language) throw badRequest('cvTemplates.wrongLanguage');
    } else {
      // No choice made: the language's anonymised template for an anonymised CV, else its default.
      const published = await db
        .select()
        .from(cvTemplates)
        .where(and(eq(cvTemplates.language, language), isNotNull(cvTemplates.published_version_id)));
      template =
        (anonymised ? published.find((row) => row.purpose === 'anonymised') : undefined) ??
        published.find((row) => row.is_default);
      if (!template) return null;
    }
    const [version] = await db
      .select()
      .from(cvTemplateVersions)
      .where(eq(cvTemplateVersions.id, template.published_version_id!));
    if (!version) return null;
    return { template, version, bytes: await versionBytes(version) };
  }

  return {
    resolve,

    async list(ctx: AccessContext): Promise<CvTemplate[]> {
      refuseUnless(ctx, 'read');
      return present(
        await db.select().from(cvTemplates).orderBy(asc(cvTemplates.language), asc(cvTemplates.name)),
      );
    },

    /** The published templates, as every CV download offers them. */
    async choices(): Promise<CvTemplateChoice[]> {
      return db
        .select({
          id: cvTemplates.id,
          name: cvTemplates.name,
          language: cvTemplates.language,
          purpose: cvTemplates.purpose,
          is_default: cvTemplates.is_default,
        })
        .from(cvTemplates)
        .where(isNotNull(cvTemplates.published_version_id))
        .orderBy(asc(cvTemplates.language), desc(cvTemplates.is_default), asc(cvTemplates.name));
    },

    async create(ctx: AccessContext, fields: CvTemplateFields, bytes: Buffer, fileName: string) {
      refuseUnless(ctx, 'create');
      const made = await storeVersion(ctx, bytes, fileName, async (tx) => {
        const [row] = await tx
          .insert(cvTemplates)
          .values({ ...fields, created_by: ctx.user.id })
          .returning();
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/cv_templates',
          recordId: row!.id,
          action: 'create',
          changes: Object.fromEntries(
            Object.entries(fields).map(([field, value]) => [field, { before: null, after: value }]),
          ),
        });
        return row!;
      });
      return { ...(await presentOne(made.id)), ...message('cvTemplates.uploaded') };
    },

    async addVersion(ctx: AccessContext, id: string, bytes: Buffer, fileName: string) {
      refuseUnless(ctx, 'update');
      await templateRow(db, id);
      await storeVersion(ctx, bytes, fileName, (tx) => templateRow(tx, id, true));
      return { ...(await presentOne(id)), ...message('cvTemplates.versionUploaded') };
    },

    async patch(ctx: AccessContext, id: string, patch: CvTemplatePatch) {
      refuseUnless(ctx, 'update');
      await db.transaction(async (tx) => {
        const before = await templateRow(tx, id, true);
        const changes = Object.fromEntries(
          Object.entries(patch)
            .filter(([field, value]) => before[field as keyof typeof patch] !== value)
            .map(([field, value]) => [field, { before: before[field as keyof typeof patch], after: value }]),
        );
        // A default moved to another language stops being the default (that language may have one).
        const is_default = patch.language && patch.language !== before.language ? false : before.is_default;
        await tx
          .update(cvTemplates)
          .set({ ...patch, is_default, updated_at: new Date() })
          .where(eq(cvTemplates.id, id));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/cv_templates',
          recordId: id,
          action: 'update',
          changes,
        });
      });
      return { ...(await presentOne(id)), ...message('updated') };
    },

    /** Makes a version (the latest when none is named) the one CVs are made with. */
    async publish(ctx: AccessContext, id: string, versionId: string | undefined) {
      refuseUnless(ctx, 'update');
      await db.transaction(async (tx) => {
        const template = await templateRow(tx, id, true);
        const [version] = await tx
          .select()
          .from(cvTemplateVersions)
          .where(
            and(
              eq(cvTemplateVersions.template_id, id),
              versionId ? eq(cvTemplateVersions.id, versionId) : undefined,
            ),
          )
          .orderBy(desc(cvTemplateVersions.number))
          .limit(1);
        if (!version) throw notFound();
        await tx
          .update(cvTemplateVersions)
          .set({ published_at: new Date() })
          .where(eq(cvTemplateVersions.id, version.id));
        await tx
          .update(cvTemplates)
          .set({ published_version_id: version.id, updated_at: new Date() })
          .where(eq(cvTemplates.id, id));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/cv_templates',
          recordId: id,
          action: 'publish',
          changes: { published_version_id: { before: template.published_version_id, after: version.id } },
        });
      });
      return { ...(await presentOne(id)), ...message('cvTemplates.published') };
    },

    /** The default of its language (the one before it stops being it), or no longer. */
    async setDefault(ctx: AccessContext, id: string, isDefault: boolean) {
      refuseUnless(ctx, 'update');
      await db.transaction(async (tx) => {
        const template = await templateRow(tx, id, true);
        if (isDefault && !template.published_version_id) throw conflict('cvTemplates.notPublished');
        if (isDefault) {
          await tx
            .update(cvTemplates)
            .set({ is_default: false })
            .where(and(eq(cvTemplates.language, template.language), ne(cvTemplates.id, id)));
        }
        await tx
          .update(cvTemplates)
          .set({ is_default: isDefault, updated_at: new Date() })
          .where(eq(cvTemplates.id, id));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/cv_templates',
          recordId: id,
          action: 'update',
          changes: { is_default: { before: template.is_default, after: isDefault } },
        });
      });
      return {
        ...(await presentOne(id)),
        ...message(isDefault ? 'cvTemplates.defaultSet' : 'cvTemplates.defaultCleared'),
      };
    },

    async remove(ctx: AccessContext, id: string) {
      refuseUnless(ctx, 'delete');
      await db.transaction(async (tx) => {
        const template = await templateRow(tx, id, true);
        const versions = await tx
          .select({ blob_id: cvTemplateVersions.blob_id })
          .from(cvTemplateVersions)
          .where(eq(cvTemplateVersions.template_id, id));
        await tx.delete(cvTemplates).where(eq(cvTemplates.id, id));
        for (const version of versions) await blobs.remove(version.blob_id, tx);
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/cv_templates',
          recordId: id,
          action: 'delete',
          changes: { name: { before: template.name, after: null } },
        });
      });
      return message('deleted');
    },

    /** A version with its bytes, for its download and its preview. */
    async version(ctx: AccessContext, id: string, versionId: string): Promise<LoadedTemplate> {
      refuseUnless(ctx, 'read');
      const template = await templateRow(db, id);
      const [version] = await db
        .select()
        .from(cvTemplateVersions)
        .where(and(eq(cvTemplateVersions.id, versionId), eq(cvTemplateVersions.template_id, id)));
      if (!version) throw notFound();
      return { template, version, bytes: await versionBytes(version) };
    },
  };
}

export type CvTemplatesService = ReturnType<typeof createCvTemplatesService>;
