import type { CvTemplatePurpose } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const cvTemplatesMessages = {
  version: defineMessage<{ number: number }>({
    id: 'cvTemplates.version',
    defaultMessage: 'v{number, number}',
  }),
  publishBody: defineMessage<{ number: number; name: string }>({
    id: 'cvTemplates.publishBody',
    defaultMessage: 'CVs made with “{name}” will use version {number, number} from now on.',
  }),
  deleteBody: defineMessage<{ name: string }>({
    id: 'cvTemplates.deleteBody',
    defaultMessage:
      '“{name}” and all its versions will be deleted; CVs use the built-in layout or another template instead.',
  }),
  ...defineMessages({
    title: { id: 'cvTemplates.title', defaultMessage: 'CV templates' },
    intro: {
      id: 'cvTemplates.intro',
      defaultMessage:
        'The firm’s Word templates for CVs: upload one made in Word, preview it with a demo person, then publish it. Every CV download offers the published ones; the default of a language is used when nobody chooses.',
    },
    upload: { id: 'cvTemplates.upload', defaultMessage: 'Upload a template' },
    newVersion: { id: 'cvTemplates.newVersion', defaultMessage: 'Upload a new version' },
    empty: { id: 'cvTemplates.empty', defaultMessage: 'No template yet: CVs use Atrium’s built-in layout.' },
    name: { id: 'cvTemplates.name', defaultMessage: 'Name' },
    language: { id: 'cvTemplates.language', defaultMessage: 'Language' },
    purpose: { id: 'cvTemplates.purpose', defaultMessage: 'Purpose' },
    file: { id: 'cvTemplates.file', defaultMessage: 'Word file (.docx)' },
    chooseFile: { id: 'cvTemplates.chooseFile', defaultMessage: 'Choose a .docx file' },
    send: { id: 'cvTemplates.send', defaultMessage: 'Upload' },
    placeholders: { id: 'cvTemplates.placeholders', defaultMessage: 'Placeholders' },
    placeholdersIntro: {
      id: 'cvTemplates.placeholdersIntro',
      defaultMessage:
        'Type them in Word between braces. A loop repeats what lies between its opening and closing tags, one line or table row per item; a condition shows it only when true.',
    },
    fields: { id: 'cvTemplates.fields', defaultMessage: 'Fields' },
    loops: { id: 'cvTemplates.loops', defaultMessage: 'Loops' },
    conditions: { id: 'cvTemplates.conditions', defaultMessage: 'Conditions' },
    images: { id: 'cvTemplates.images', defaultMessage: 'Photo' },
    sampleEn: { id: 'cvTemplates.sampleEn', defaultMessage: 'Sample template (English)' },
    sampleFr: { id: 'cvTemplates.sampleFr', defaultMessage: 'Sample template (French)' },
    preview: { id: 'cvTemplates.preview', defaultMessage: 'Preview' },
    previewAnonymised: { id: 'cvTemplates.previewAnonymised', defaultMessage: 'Preview anonymised' },
    previewPdf: { id: 'cvTemplates.previewPdf', defaultMessage: 'Preview as PDF' },
    publish: { id: 'cvTemplates.publish', defaultMessage: 'Publish' },
    publishing: { id: 'cvTemplates.publishing', defaultMessage: 'Publishing…' },
    publishTitle: { id: 'cvTemplates.publishTitle', defaultMessage: 'Publish this version?' },
    published: { id: 'cvTemplates.published', defaultMessage: 'Published' },
    draft: { id: 'cvTemplates.draft', defaultMessage: 'Not published' },
    makeDefault: { id: 'cvTemplates.makeDefault', defaultMessage: 'Make default' },
    isDefault: { id: 'cvTemplates.isDefault', defaultMessage: 'Default' },
    clearDefault: { id: 'cvTemplates.clearDefault', defaultMessage: 'No longer default' },
    versions: { id: 'cvTemplates.versions', defaultMessage: 'Versions' },
    downloadFile: { id: 'cvTemplates.downloadFile', defaultMessage: 'Download the Word file' },
    delete: { id: 'cvTemplates.delete', defaultMessage: 'Delete' },
    deleting: { id: 'cvTemplates.deleting', defaultMessage: 'Deleting…' },
    deleteTitle: { id: 'cvTemplates.deleteTitle', defaultMessage: 'Delete this template?' },
    actions: { id: 'cvTemplates.actions', defaultMessage: 'Template actions' },
    pdfOff: {
      id: 'cvTemplates.pdfOff',
      defaultMessage:
        'LibreOffice is not installed on this server: CVs from the firm’s templates are Word only (PDF downloads use the built-in layout).',
    },
  }),
};

export const purposeMessages: Record<CvTemplatePurpose, MessageDescriptor> = defineMessages({
  standard: { id: 'cvTemplates.purpose.standard', defaultMessage: 'Standard' },
  anonymised: { id: 'cvTemplates.purpose.anonymised', defaultMessage: 'Anonymised' },
  one_page: { id: 'cvTemplates.purpose.onePage', defaultMessage: 'One page' },
});
