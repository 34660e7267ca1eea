/**
 * The HTML attributes React writes under their camelCase prop names (`fetchPriority`, `srcSet`,
 * and in the preloads it hoists, `imageSrcSet` and `imageSizes`). HTML attribute names are
 * case-insensitive, so the browser reads them the same, but the page's HTML is checked against
 * html-validate, which wants them as the HTML standard writes them (issue 39). SVG
 * attributes (`viewBox`) are case-sensitive and not in this list.
 */
const CAMEL_CASE_HTML_ATTRIBUTES = new Map(
  [
    'autoCapitalize',
    'autoComplete',
    'colSpan',
    'crossOrigin',
    'dateTime',
    'encType',
    'enterKeyHint',
    'fetchPriority',
    'formAction',
    'hrefLang',
    'imageSizes',
    'imageSrcSet',
    'inputMode',
    'maxLength',
    'minLength',
    'noValidate',
    'readOnly',
    'referrerPolicy',
    'rowSpan',
    'spellCheck',
    'srcSet',
    'tabIndex',
  ].map((name) => [name, name.toLowerCase()]),
);

/**
 * The markup with those attribute names in lowercase. React quotes every attribute value with `"`
 * and escapes `"`, `<` and `>` inside it, so a tag ends at the first `>` and a name is what stands
 * outside the quotes; text between tags is never touched.
 */
export function lowercaseAttributeNames(markup: string): string {
  return markup.replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.replace(/"[^"]*"|\s([a-zA-Z]+)(?==)/g, (match, name?: string) => {
      const lower = name === undefined ? undefined : CAMEL_CASE_HTML_ATTRIBUTES.get(name);
      return lower ? ` ${lower}` : match;
    }),
  );
}
