/**
 * Fills `{name}` placeholders. An unknown placeholder throws: a template that names a value nobody
 * provides is a bug, not something to print to visitors.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-zA-Z][\w:.-]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for placeholder {${name}} in "${template}"`);
    return String(value);
  });
}
