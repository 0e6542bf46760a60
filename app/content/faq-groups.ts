import type { FaqEntry, FaqFields, SelectOption } from "./schemas.ts";

/**
 * The FAQ page shows its questions in groups. The groups, their order and their labels come from
 * the collection's field definitions (`fields.group.options.options`), as the spec's "entries plus
 * a fields object" suggests. Browser-safe: the page regroups the filtered list as the visitor types.
 */
export interface FaqGroup<T extends FaqEntry = FaqEntry> {
  /** The option value, e.g. "premium"; stable across languages, usable as an anchor. */
  id: string;
  label: string;
  entries: T[];
}

export function faqGroupOptions(fields: FaqFields): SelectOption[] {
  return fields.group?.options?.options ?? [];
}

/**
 * Entries grouped in the order of the field's options; empty groups are left out. An entry whose
 * group has no option (content edited ahead of its field) still shows, under its raw value, last.
 */
export function groupFaqEntries<T extends FaqEntry>(entries: readonly T[], fields: FaqFields): FaqGroup<T>[] {
  const groups = new Map<string, FaqGroup<T>>();
  for (const option of faqGroupOptions(fields)) {
    groups.set(option.value, { id: option.value, label: option.label, entries: [] });
  }
  for (const entry of entries) {
    let group = groups.get(entry.group);
    if (!group) {
      group = { id: entry.group, label: entry.group, entries: [] };
      groups.set(entry.group, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()].filter((group) => group.entries.length > 0);
}
