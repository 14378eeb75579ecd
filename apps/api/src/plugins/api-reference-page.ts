import { isRtlLocale, type Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { z } from 'zod';
import { escapeHtml } from '../lib/escape-html';

/**
 * The API reference at /api/docs: one HTML page written by the server from the same OpenAPI
 * document as /api/openapi.json, with no script at all. Swagger-ui needed 1.6 MB of script and
 * 3-25 s of CPU to resolve the document before it drew a heading (decision 025); this page is
 * drawn as it arrives. Schemas sit in closed <details>, so the first paint is the list of
 * operations. The page's own words are in the reader's language (the server-only `apiDocs`
 * namespace); the document's are English, and marked so.
 */

const SchemaSchema = z.record(z.string(), z.unknown());
const ContentSchema = z.record(z.string(), z.looseObject({ schema: SchemaSchema.optional() }));

const OperationSchema = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  deprecated: z.boolean().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: SchemaSchema.optional(),
      }),
    )
    .optional(),
  requestBody: z
    .looseObject({ required: z.boolean().optional(), content: ContentSchema.optional() })
    .optional(),
  responses: z
    .record(
      z.string(),
      z.looseObject({ description: z.string().optional(), content: ContentSchema.optional() }),
    )
    .optional(),
});
type Operation = z.infer<typeof OperationSchema>;

/** The part of an OpenAPI 3.1 document the page shows. */
export const ApiReferenceDocumentSchema = z.looseObject({
  info: z.looseObject({
    title: z.string(),
    description: z.string().optional(),
    version: z.string(),
  }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
});
export type ApiReferenceDocument = z.infer<typeof ApiReferenceDocumentSchema>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
const UNTAGGED = 'other';

type Entry = { method: string; path: string; operation: Operation };

/** Operations grouped by their first tag, in the document's order. */
function groupByTag(document: ApiReferenceDocument): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const parsed = OperationSchema.safeParse(item[method]);
      if (!parsed.success) {
        continue;
      }
      const tag = parsed.data.tags?.[0] ?? UNTAGGED;
      const group = groups.get(tag) ?? [];
      group.push({ method, path, operation: parsed.data });
      groups.set(tag, group);
    }
  }
  return groups;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function schemaBlock(schema: Record<string, unknown> | undefined, label: string): string {
  if (!schema) {
    return '';
  }
  // A long schema scrolls sideways inside its <pre>: tabindex lets a keyboard reach and scroll it
  // (axe: scrollable-region-focusable).
  return `<details><summary>${label}</summary><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function renderOperation({ method, path, operation }: Entry, t: (key: string) => string): string {
  const id = slug(`${method} ${path}`);
  const parameters = operation.parameters ?? [];
  const parameterRows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${
          parameter.required ? t('yes') : t('no')
        }</td><td><code>${escapeHtml(typeOf(parameter.schema))}</code></td><td>${escapeHtml(parameter.description ?? '')}</td></tr>`,
    )
    .join('');
  const parametersHtml = parameters.length
    ? `<h4>${t('parameters')}</h4><table><thead><tr><th>${t('name')}</th><th>${t('in')}</th><th>${t('required')}</th><th>${t('type')}</th><th>${t('description')}</th></tr></thead><tbody lang="en" dir="ltr">${parameterRows}</tbody></table>`
    : '';
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, content]) =>
      schemaBlock(content.schema, `${t('requestBody')} <code>${escapeHtml(type)}</code>`),
    )
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const schemas = Object.entries(response.content ?? {})
        .map(([type, content]) => schemaBlock(content.schema, `<code>${escapeHtml(type)}</code>`))
        .join('');
      return `<li><strong>${escapeHtml(status)}</strong> <span lang="en">${escapeHtml(response.description ?? '')}</span>${schemas}</li>`;
    })
    .join('');
  const flags = [
    operation.security?.length ? `<span class="flag">${t('signedIn')}</span>` : '',
    operation.deprecated ? `<span class="flag">${t('deprecated')}</span>` : '',
  ].join('');
  return `<article class="operation" id="${id}">
<h3 dir="ltr"><span class="method method--${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${operation.summary ? `<p lang="en">${escapeHtml(operation.summary)}</p>` : ''}${flags}
${operation.description ? `<p lang="en" class="description">${escapeHtml(operation.description)}</p>` : ''}
${parametersHtml}${body}
${responses ? `<h4>${t('responses')}</h4><ul class="responses">${responses}</ul>` : ''}
</article>`;
}

/** A parameter's type in a few characters: `string`, `integer`, `'a' | 'b'`, `string[]`. */
function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) {
    return '';
  }
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  }
  if (schema.type === 'array') {
    const items = SchemaSchema.safeParse(schema.items);
    return `${typeOf(items.success ? items.data : undefined) || 'unknown'}[]`;
  }
  if (Array.isArray(schema.type)) {
    return schema.type.join(' | ');
  }
  if (typeof schema.type === 'string') {
    return typeof schema.format === 'string' ? `${schema.type} (${schema.format})` : schema.type;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) {
    return variants
      .map((variant) => {
        const parsed = SchemaSchema.safeParse(variant);
        return typeOf(parsed.success ? parsed.data : undefined);
      })
      .join(' | ');
  }
  return '';
}

/** The whole page in one language; the caller keeps one per language (the document never changes). */
export function renderApiReferencePage(document: ApiReferenceDocument, locale: Locale): string {
  const t = (key: string, params?: Record<string, string>) =>
    escapeHtml(translate(locale, `apiDocs.${key}`, params));
  const groups = groupByTag(document);
  const contents = [...groups]
    .map(
      ([tag, entries]) =>
        `<li><a href="#tag-${slug(tag)}" lang="en">${escapeHtml(tag)}</a> (${entries.length})</li>`,
    )
    .join('');
  const sections = [...groups]
    .map(
      ([tag, entries]) =>
        `<section id="tag-${slug(tag)}" aria-labelledby="tag-${slug(tag)}-title"><h2 id="tag-${slug(tag)}-title" lang="en">${escapeHtml(tag)}</h2>
${entries.map((entry) => renderOperation(entry, t)).join('\n')}</section>`,
    )
    .join('\n');
  const { info } = document;
  return `<!doctype html>
<html lang="${locale}" dir="${isRtlLocale(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)} · ${t('title')}</title>
<style>
body{font-family:Arial,sans-serif;margin:0;color:#1a2b4a;background:#f5f7fb;line-height:1.45}
header,main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid #d5dbe6}
h1{font-size:1.6rem;color:#0b3d91;margin:.5rem 0}h2{font-size:1.25rem;margin:2rem 0 .5rem;color:#0b3d91}
h3{font-size:1rem;margin:0 0 .25rem;word-break:break-all}h4{font-size:.9rem;margin:.75rem 0 .25rem}
a{color:#0b3d91}nav ul{columns:14rem;padding-inline-start:1.2rem}
.operation{background:#fff;border:1px solid #d5dbe6;border-radius:8px;padding:.75rem 1rem;margin:.5rem 0}
.operation p{margin:.25rem 0}.description{white-space:pre-wrap;color:#3c4a63}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:.1rem .3rem;color:#fff;font-size:.8rem;background:#5a6b85}
.method--get{background:#0550ae}.method--post{background:#1a7f37}.method--put,.method--patch{background:#7d4e00}.method--delete{background:#b42318}
.flag{display:inline-block;font-size:.8rem;border:1px solid #5a6b85;border-radius:4px;padding:0 .3rem;margin-inline-end:.3rem}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{border:1px solid #d5dbe6;padding:.25rem .4rem;text-align:start;vertical-align:top}
.responses{padding-inline-start:1.2rem;font-size:.9rem}
pre{background:#f0f3f8;padding:.5rem;overflow:auto;font-size:.8rem;direction:ltr;text-align:left}
summary{cursor:pointer;font-size:.9rem}
</style></head><body>
<header><h1 lang="en">${escapeHtml(info.title)}</h1>
${info.description ? `<p lang="en">${escapeHtml(info.description)}</p>` : ''}
<p>${t('version', { version: info.version })} · <a href="/api/openapi.json">${t('download')}</a> · <a href="/api/docs/explorer">${t('explorer')}</a></p>
<nav aria-label="${t('contents')}"><ul>${contents}</ul></nav></header>
<main>${sections}</main></body></html>`;
}
