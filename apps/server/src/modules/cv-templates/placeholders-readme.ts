import { CV_TEMPLATE_PLACEHOLDERS, type CvTemplatePlaceholder } from '@atrium/contract';

export const README_START =
  '<!-- cv-template-placeholders:start (generated from CV_TEMPLATE_PLACEHOLDERS) -->';
export const README_END = '<!-- cv-template-placeholders:end -->';

const item = (tag: string, placeholder: CvTemplatePlaceholder, indent = '') =>
  `${indent}- \`${tag}\`: ${placeholder.description.en}`;

/** The README's list of placeholders, from the contract's list (readme-placeholders.test.ts keeps them equal). */
export function placeholdersMarkdown(): string {
  const { fields, loops, conditions, images } = CV_TEMPLATE_PLACEHOLDERS;
  return [
    README_START,
    '',
    ...fields.map((field) => item(`{${field.name}}`, field)),
    ...loops.flatMap((loop) => [
      item(`{#${loop.name}}…{/${loop.name}}`, loop),
      ...loop.fields.map((field) => item(`{${field.name}}`, field, '  ')),
    ]),
    ...conditions.map((condition) => item(`{#${condition.name}}…{/${condition.name}}`, condition)),
    ...images.map((image) => item(`{${image.name}}`, image)),
    '',
    README_END,
  ].join('\n');
}
