import { eq } from 'drizzle-orm';
import { ROLES } from '../../../domain/permissions';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../connect';
import { companies, customers, languages, staff, staffLanguages, students } from '../schema';
import { DEMO_PASSWORD } from './demo-staff';

/** Deterministic pseudo-random numbers (mulberry32): the same demo data on every new database. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

/** ASCII, lower-case e-mail part of a name: "Hélène Müller" -> "helene.muller". */
export const mailPart = (...parts: string[]) =>
  parts
    .join('.')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '');

export const LAST_NAMES: readonly string[] =
  `Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent
Lefèvre Michel Garcia Roux Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent
Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch
Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Krüger Hofmann Smith Jones
Williams Brown Taylor Davies Evans Wilson Johnson Roberts Walker Wright Thompson White
Hughes Green Hall Clarke Jackson Wood Weis Schmit Muller Reuter Thill Kieffer`.split(/\s+/);

export const FIRST_NAMES: readonly string[] =
  `José Hélène Zoé Chloé Léa Inès Maëlle Anaïs Noémie Agnès Jérôme Frédéric Cédric Loïc Gaël
Théo Benoît François Mathéo Éloïse Camille Julien Nicolas Sophie Jürgen Jörg Björn Günther
Sören Käthe Annika Lena Lukas Maximilian Hannah Felix Leonie Paul Ben Emma Mia Oliver
George Harry Jack Charlotte Amelia Olivia Isla Emily Thomas Grace Ruby Noah Leo Laurent
Yannick`.split(/\s+/);

/** [name, country, type, language area]: area 1 English-language clients, area 2 medical-language. */
export const DEMO_COMPANIES: [string, string, 'Client' | 'School', 1 | 2][] = [
  ['Banque Générale du Luxembourg', 'LU', 'Client', 1],
  ['Cactus Supermarchés', 'LU', 'Client', 1],
  ['Luxair Luxembourg', 'LU', 'Client', 1],
  ['Post Luxembourg', 'LU', 'Client', 1],
  ['Société Générale Paris', 'FR', 'Client', 1],
  ['Crédit Agricole Alsace', 'FR', 'Client', 1],
  ['Peugeot Mulhouse', 'FR', 'Client', 1],
  ['Air Liquide Lyon', 'FR', 'Client', 1],
  ['Hôtel Château de Mercuès', 'FR', 'Client', 1],
  ['Bäckerei Schäfer GmbH', 'DE', 'Client', 1],
  ['Müller Logistik AG', 'DE', 'Client', 1],
  ['Siemens Energy Erlangen', 'DE', 'Client', 1],
  ['Deutsche Börse Frankfurt', 'DE', 'Client', 1],
  ['Bosch Stuttgart', 'DE', 'Client', 1],
  ['Lufthansa Technik Hamburg', 'DE', 'Client', 1],
  ['Thames Water Ltd', 'GB', 'Client', 1],
  ['Oxford Language Partners', 'GB', 'School', 1],
  ['Brussels Business School', 'BE', 'School', 1],
  ['Zürich Finance Academy', 'CH', 'School', 1],
  ['Lycée Technique Esch-sur-Alzette', 'LU', 'School', 1],
  ['IFSI Lyon', 'FR', 'School', 2],
  ['IFSI Strasbourg', 'FR', 'School', 2],
  ['IFSI Nancy', 'FR', 'School', 2],
  ['Kinésithérapie Strasbourg', 'FR', 'School', 2],
  ['Kinésithérapie Montpellier', 'FR', 'School', 2],
  ['IADE Bordeaux', 'FR', 'School', 2],
  ['IFIP Toulouse', 'FR', 'School', 2],
  ['Podologie Marseille', 'FR', 'School', 2],
  ['Ostéopathie Rennes', 'FR', 'School', 2],
  ['Ergothérapie Lille', 'FR', 'School', 2],
  ['IFMEM Nantes', 'FR', 'School', 2],
  ['IFAS Metz', 'FR', 'School', 2],
  ['SAMU de Paris', 'FR', 'Client', 2],
  ['CFARM Grenoble', 'FR', 'School', 2],
  ['Clinique Saint-Luc', 'BE', 'Client', 2],
  ['Centre Hospitalier de Luxembourg', 'LU', 'Client', 2],
  ['Hôpital Kirchberg', 'LU', 'Client', 2],
  ['Universitätsklinikum Köln', 'DE', 'Client', 2],
  ['Charité Berlin', 'DE', 'Client', 2],
  ["St Thomas' Hospital London", 'GB', 'Client', 2],
];

const DAY_MS = 86_400_000;

/** Demo companies, their contacts (each company's referent set), students and 20 active teachers. */
export async function seedDemoPeople(db: Database) {
  const random = seededRandom(20_240_901);
  const now = Date.now();
  const pastDate = (maxDays: number) =>
    new Date(now - Math.floor(random.next() * maxDays * DAY_MS));

  const companyRows = await db
    .insert(companies)
    .values(
      DEMO_COMPANIES.map(([name, country, type, languageArea]) => ({
        name,
        country,
        type,
        languageArea,
        createdAt: pastDate(900),
      })),
    )
    .returning({ id: companies.id, name: companies.name });

  const contactValues = Array.from({ length: 60 }, (_, i) => {
    const firstname = random.pick(FIRST_NAMES);
    const name = random.pick(LAST_NAMES);
    const company = companyRows[i % companyRows.length];
    return {
      name,
      firstname,
      email: `${mailPart(firstname, name)}${i}@contact.example.com`,
      phone: `+352 621 ${String(100_000 + i * 137).slice(0, 3)} ${String(100 + i).slice(-3)}`,
      companyId: company.id,
      createdAt: pastDate(700),
    };
  });
  const contactRows = await db
    .insert(customers)
    .values(contactValues)
    .returning({ id: customers.id, companyId: customers.companyId });
  // The first contact of each company is its referent.
  for (const company of companyRows) {
    const referent = contactRows.find((c) => c.companyId === company.id);
    if (referent) {
      await db
        .update(companies)
        .set({ referentId: referent.id })
        .where(eq(companies.id, company.id));
    }
  }

  const languageRows = await db.select({ id: languages.id }).from(languages);
  const studentValues = Array.from({ length: 400 }, (_, i) => {
    const firstname = random.pick(FIRST_NAMES);
    const name = random.pick(LAST_NAMES);
    const hasCompany = random.next() < 0.9;
    const hasLevel = random.next() < 0.85;
    return {
      name,
      firstname,
      email: `${mailPart(firstname, name)}${i}@example.com`,
      phone: random.next() < 0.7 ? `+33 6 ${String(10_000_000 + i * 7919).slice(0, 8)}` : null,
      companyId: hasCompany ? random.pick(companyRows).id : null,
      level: hasLevel ? Math.floor(random.next() * 7) : null,
      languageId: languageRows.length > 0 ? random.pick(languageRows).id : null,
      archivedAt: random.next() < 0.04 ? pastDate(60) : null,
      createdAt: pastDate(700),
    };
  });
  await db.insert(students).values(studentValues);

  // demo-staff.ts already holds 6 active teachers; these bring them to 20.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const teacherNames: [string, string][] = [
    ['FONTAINE', 'Agnès'],
    ['SCHRÖDER', 'Björn'],
    ['TAYLOR', 'Grace'],
    ['ROUSSEAU', 'Jérôme'],
    ['KRÜGER', 'Käthe'],
    ['WALKER', 'Harry'],
    ['GIRARD', 'Noémie'],
    ['ZIMMERMANN', 'Felix'],
    ['HUGHES', 'Isla'],
    ['BONNET', 'Loïc'],
    ['WEIS', 'Yannick'],
    ['KIEFFER', 'Anaïs'],
    ['NEUMANN', 'Sören'],
    ['CLARKE', 'Charlotte'],
  ];
  await db
    .insert(staff)
    .values(
      teacherNames.map(([name, firstname]) => ({
        type: ROLES.teacher,
        name,
        firstname,
        email: `${mailPart(firstname, name)}@example.com`,
        phone: `+352 691 ${String(200 + name.length * 17)} ${String(300 + firstname.length * 11)}`,
        passwordHash,
        status: 'active' as const,
        createdAt: pastDate(800),
      })),
    )
    .onConflictDoNothing();

  // Every trainer teaches one or two languages (a named one: not "Other").
  const named = (
    await db
      .select({ id: languages.id, initial: languages.initial })
      .from(languages)
      .orderBy(languages.name)
  ).filter((l) => l.initial !== 'NN');
  const trainers = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.type, ROLES.teacher))
    .orderBy(staff.email);
  const taught = trainers.flatMap(({ id }) => {
    const first = random.pick(named).id;
    const second = random.pick(named).id;
    const ids = random.next() < 0.4 && second !== first ? [first, second] : [first];
    return ids.map((languageId) => ({ staffId: id, languageId }));
  });
  if (taught.length > 0) await db.insert(staffLanguages).values(taught).onConflictDoNothing();
}
