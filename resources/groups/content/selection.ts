/** Ticking a skill adds its id to formationContent, unticking removes it (spec section 4). */
export function toggleOne(chosen: Set<string>, id: string): Set<string> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** A title's select-all: ticks all its listed skills, or unticks them all when all are ticked. */
export function toggleAll(chosen: Set<string>, ids: string[]): Set<string> {
  const next = new Set(chosen);
  const all = ids.length > 0 && ids.every((id) => next.has(id));
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}
