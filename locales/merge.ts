export type Messages = { [key: string]: string | Messages };
export type Lang = 'en' | 'fr' | 'de';
/** One area's messages in the three languages, side by side so none is forgotten. */
export type Fragment = Record<Lang, Messages>;

export function deepMerge(...sources: Messages[]): Messages {
  const out: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const prev = out[key];
      out[key] =
        typeof value === 'object' && typeof prev === 'object' ? deepMerge(prev, value) : value;
    }
  }
  return out;
}

/** Looks up a dotted key and fills %{param} placeholders; `_` is the text of a missing key (react-admin's syntax). */
export function translate(
  messages: Messages,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const found = key.split('.').reduce<string | Messages | undefined>(
    // Own keys only: "toString" or "__proto__" must not reach Object.prototype.
    (node, part) =>
      typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined,
    messages,
  );
  if (typeof found !== 'string') return params._ !== undefined ? String(params._) : key;
  return found.replace(/%\{(\w+)\}/g, (all, name: string) =>
    params[name] !== undefined ? String(params[name]) : all,
  );
}
