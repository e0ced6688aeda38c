import { ROLES } from '../../../domain/permissions';
import { addNotifications } from '../../areas/notifications/service';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../connect';
import { staff } from '../schema';

/** Password of every demo account, printed in README. */
export const DEMO_PASSWORD = 'Demo-pass-1!';

type Kind = 'own' | 'outside';

/**
 * Type, name, first name and, for trainers, the diplomas, titles or references a training contract
 * states (L6353-4, 5°) and their tie to the provider (the BPF's frame E): one trainer has neither
 * yet, so a contract naming him and the BPF each say what they lack.
 */
const PEOPLE: [number, string, string, string?, Kind?][] = [
  [ROLES.admin, 'MARTIN', 'Claire'],
  [ROLES.admin, 'SCHMIDT', 'Jonas'],
  [
    ROLES.teacher,
    'DUBOIS',
    'Hélène',
    'Master LLCER anglais (Université de Strasbourg), CELTA',
    'own',
  ],
  [
    ROLES.teacher,
    'MÜLLER',
    'Lena',
    'Staatsexamen Englisch, 12 Jahre Unterricht in Kliniken',
    'own',
  ],
  [
    ROLES.teacher,
    'SMITH',
    'Oliver',
    'BA (Hons) English, Cambridge DELTA, ex-nurse (NMC)',
    'outside',
  ],
  [ROLES.teacher, 'LEFÈVRE', 'Théo', 'Licence LEA anglais-allemand, TOEIC examiner', 'own'],
  [ROLES.teacher, 'BECKER', 'Jürgen'],
  [ROLES.teacher, 'JONES', 'Emily', 'MA TESOL, OET teacher training', 'outside'],
];

const mailOf = (first: string, last: string) =>
  `${first}.${last}@example.com`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function seedDemoStaff(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(staff)
    .values([
      ...PEOPLE.map(([type, name, firstname, qualifications, trainerKind]) => ({
        type,
        name,
        firstname,
        qualifications: qualifications ?? null,
        trainerKind: trainerKind ?? null,
        email: mailOf(firstname, name),
        passwordHash,
        status: 'active' as const,
      })),
      {
        type: ROLES.teacher,
        name: 'NOWAK',
        firstname: 'Anna',
        email: 'anna.nowak@example.com',
        passwordHash,
        status: 'pending' as const,
      },
    ])
    .onConflictDoNothing();
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const nextThursdayAt = (hour: number) => {
    const day = new Date();
    day.setDate(day.getDate() + ((4 - day.getDay() + 7) % 7 || 7));
    day.setHours(hour, 0, 0, 0);
    return day;
  };
  await addNotifications(db, [
    {
      content: { kind: 'placement_results', params: { count: 3 } },
      createdAt: hoursAgo(2),
    },
    {
      content: {
        kind: 'session_moved',
        params: { group: 'B1 medical', start: nextThursdayAt(14).toISOString() },
      },
      createdAt: hoursAgo(30),
    },
    {
      content: { kind: 'client_created', params: { name: 'Clinique Saint-Luc' } },
      createdAt: hoursAgo(60),
    },
    { content: { kind: 'semester_closed', params: { semester: 4 } }, createdAt: hoursAgo(240) },
  ]);
}
