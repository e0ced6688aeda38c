/**
 * A question of the demo bank, written compactly:
 * - head: `level skill type, domain` (domain: general or medical, for the reader only);
 * - prompt: one paragraph a line; `- ` lines make a list, `> Speaker: words` lines a quoted dialogue;
 * - key, split by ` | `: single and multiple, the choices in order, a leading `*` on the right ones;
 *   gap, one entry per [[n]] with its accepted answers split by ` / `; free, the grading guide.
 */
export type DemoQuestion = [head: string, prompt: string, key: string];
