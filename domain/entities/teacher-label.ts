// A trainer's option label, apart from teacher.ts, whose zod schemas would bring zod into the
// browser's first load (the teachers resource's declaration). teacher.ts re-exports it.
import { personName } from '../rules/person-name';

export const teacherLabel = (t: { name: string; firstname: string }) => personName(t);
