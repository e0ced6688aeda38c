import { ROLES } from '../../../domain/permissions';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../connect';
import { notificationsIntra, staff } from '../schema';

/** Password of every demo account, printed in README. */
export const DEMO_PASSWORD = 'Demo-pass-1!';

const PEOPLE: [number, string, string][] = [
  [ROLES.admin, 'MARTIN', 'Claire'],
  [ROLES.admin, 'SCHMIDT', 'Jonas'],
  [ROLES.teacher, 'DUBOIS', 'Hélène'],
  [ROLES.teacher, 'MÜLLER', 'Lena'],
  [ROLES.teacher, 'SMITH', 'Oliver'],
  [ROLES.teacher, 'LEFÈVRE', 'Théo'],
  [ROLES.teacher, 'BECKER', 'Jürgen'],
  [ROLES.teacher, 'JONES', 'Emily'],
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
      ...PEOPLE.map(([type, name, firstname]) => ({
        type,
        name,
        firstname,
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
  await db.insert(notificationsIntra).values([
    {
      title: 'New placement test results',
      body: '3 students finished their test',
      createdAt: hoursAgo(2),
    },
    { title: 'Session moved', body: 'Group B1 medical: Thursday 14:00', createdAt: hoursAgo(30) },
    { title: 'New client', body: 'Clinique Saint-Luc signed up', createdAt: hoursAgo(60) },
    { title: 'Semester closed', body: 'Semester 4 is over', createdAt: hoursAgo(24 * 10) },
  ]);
}
