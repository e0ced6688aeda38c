import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { ResourceType } from '../../../domain/entities/resource';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../connect';
import { categories, resources } from '../schema';

const CATEGORIES = [
  'Grammar',
  'Vocabulary',
  'Listening',
  'Medical English',
  'Business English',
  'Dictionaries and tools',
] as const;
type CategoryName = (typeof CATEGORIES)[number];

type DemoLink = [
  name: string,
  type: ResourceType,
  label: string,
  category: CategoryName,
  url: string,
];

/** Links to public pages a language school points its learners to. */
const LINKS: DemoLink[] = [
  [
    'BBC Learning English',
    'website',
    'Lessons and quizzes',
    'Listening',
    'https://www.bbc.co.uk/learningenglish',
  ],
  [
    '6 Minute English',
    'audio',
    'Weekly podcast',
    'Listening',
    'https://www.bbc.co.uk/learningenglish/english/features/6-minute-english',
  ],
  [
    'VOA Learning English',
    'audio',
    'News read slowly',
    'Listening',
    'https://learningenglish.voanews.com/',
  ],
  ['TED Talks', 'video', 'Talks with transcripts', 'Listening', 'https://www.ted.com/talks'],
  [
    'British Council LearnEnglish: grammar',
    'website',
    'Grammar reference',
    'Grammar',
    'https://learnenglish.britishcouncil.org/grammar',
  ],
  [
    'English Grammar Today',
    'website',
    'Cambridge grammar reference',
    'Grammar',
    'https://dictionary.cambridge.org/grammar/british-grammar/',
  ],
  [
    'Perfect English Grammar',
    'website',
    'Explanations and exercises',
    'Grammar',
    'https://www.perfect-english-grammar.com/',
  ],
  [
    'British Council LearnEnglish: vocabulary',
    'website',
    'Topic vocabulary',
    'Vocabulary',
    'https://learnenglish.britishcouncil.org/vocabulary',
  ],
  [
    'Oxford 3000 and 5000',
    'document',
    'Core word lists',
    'Vocabulary',
    'https://www.oxfordlearnersdictionaries.com/wordlists/oxford3000-5000',
  ],
  [
    'Academic Word List',
    'website',
    'Words of academic texts',
    'Vocabulary',
    'https://www.wgtn.ac.nz/lals/resources/academicwordlist',
  ],
  [
    'NHS Health A to Z',
    'website',
    'Conditions in plain English',
    'Medical English',
    'https://www.nhs.uk/conditions/',
  ],
  [
    'MedlinePlus',
    'website',
    'Health topics and drugs',
    'Medical English',
    'https://medlineplus.gov/',
  ],
  [
    'WHO fact sheets',
    'document',
    'Public health topics',
    'Medical English',
    'https://www.who.int/news-room/fact-sheets',
  ],
  [
    'Medical terminology (MedlinePlus tutorial)',
    'website',
    'Word parts of medical terms',
    'Medical English',
    'https://medlineplus.gov/medicalwords.html',
  ],
  [
    'BBC Learning English: business',
    'video',
    'English at work',
    'Business English',
    'https://www.bbc.co.uk/learningenglish/english/features/english-at-work',
  ],
  [
    'British Council: business English',
    'website',
    'Workplace skills',
    'Business English',
    'https://learnenglish.britishcouncil.org/business-english',
  ],
  [
    'Harvard Business Review',
    'website',
    'Articles to read',
    'Business English',
    'https://hbr.org/',
  ],
  [
    'Cambridge Dictionary',
    'website',
    'Learner dictionary',
    'Dictionaries and tools',
    'https://dictionary.cambridge.org/',
  ],
  [
    'Oxford Learner’s Dictionaries',
    'website',
    'Learner dictionary',
    'Dictionaries and tools',
    'https://www.oxfordlearnersdictionaries.com/',
  ],
  [
    'Forvo',
    'audio',
    'Pronunciation by native speakers',
    'Dictionaries and tools',
    'https://forvo.com/',
  ],
];

/** A one-page PDF with a title and lines of text, with its byte offsets right. */
export function tinyPdf(title: string, lines: string[]): Buffer {
  const pdfText = (s: string) =>
    s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 14 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

interface DemoFile {
  key: string;
  name: string;
  type: ResourceType;
  label: string;
  category: CategoryName;
  fileName: string;
  contentType: string;
  content: () => Buffer;
}

/** Small files written for the demo: stored under fixed keys by writeDemoResourceFiles. */
const FILES: DemoFile[] = [
  {
    key: 'resources/demo-irregular-verbs.txt',
    name: 'Irregular verbs',
    type: 'document',
    label: 'The 40 most common',
    category: 'Grammar',
    fileName: 'irregular-verbs.txt',
    contentType: 'text/plain',
    content: () =>
      Buffer.from(
        [
          'be - was/were - been',
          'begin - began - begun',
          'break - broke - broken',
          'bring - brought - brought',
          'buy - bought - bought',
          'come - came - come',
          'do - did - done',
          'feel - felt - felt',
          'give - gave - given',
          'go - went - gone',
          'have - had - had',
          'know - knew - known',
          'make - made - made',
          'take - took - taken',
          'write - wrote - written',
          '',
        ].join('\n'),
      ),
  },
  {
    key: 'resources/demo-medical-abbreviations.csv',
    name: 'Medical abbreviations',
    type: 'document',
    label: 'Abbreviations of the ward',
    category: 'Medical English',
    fileName: 'medical-abbreviations.csv',
    contentType: 'text/csv',
    content: () =>
      Buffer.from(
        'abbreviation,meaning\nBP,blood pressure\nHR,heart rate\nNPO,nothing by mouth\nPRN,as needed\nSOB,shortness of breath\nBID,twice a day\n',
      ),
  },
  {
    key: 'resources/demo-patient-history.pdf',
    name: 'Patient history checklist',
    type: 'document',
    label: 'Questions to ask, B1',
    category: 'Medical English',
    fileName: 'patient-history-checklist.pdf',
    contentType: 'application/pdf',
    content: () =>
      tinyPdf('Patient history checklist', [
        'What brings you in today?',
        'When did the pain start?',
        'Can you describe the pain: sharp, dull, burning?',
        'Are you taking any medication?',
        'Do you have any allergies?',
        'Has anyone in your family had this problem?',
      ]),
  },
  {
    key: 'resources/demo-meeting-phrases.pdf',
    name: 'Useful phrases for meetings',
    type: 'document',
    label: 'Opening, agreeing, closing',
    category: 'Business English',
    fileName: 'meeting-phrases.pdf',
    contentType: 'application/pdf',
    content: () =>
      tinyPdf('Useful phrases for meetings', [
        "Let's get started: the first item on the agenda is...",
        'Could I come in here?',
        'I see your point, but...',
        'To sum up, we have agreed that...',
        "Let's wrap up here. Thank you all.",
      ]),
  },
  {
    key: 'resources/demo-false-friends.txt',
    name: 'False friends, French and English',
    type: 'document',
    label: 'Words that mislead',
    category: 'Vocabulary',
    fileName: 'false-friends.txt',
    contentType: 'text/plain',
    content: () =>
      Buffer.from(
        'actually = en fait (not actuellement)\neventually = finalement (not eventuellement)\nlibrary = bibliotheque (not librairie)\nsensible = raisonnable (not sensible)\n',
      ),
  },
];

/**
 * 6 categories and 25 resources (20 links, 5 small files) in an empty table. The files' rows are
 * written here; their contents by writeDemoResourceFiles once the file store is ready.
 */
export async function seedDemoResources(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(resources);
  if (n > 0) return;
  const rows = await db
    .insert(categories)
    .values(CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: categories.id, name: categories.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await db.insert(resources).values([
    ...LINKS.map(([name, type, label, category, url]) => ({
      name,
      type,
      label,
      categoryId: idOf.get(category) ?? null,
      url,
    })),
    ...FILES.map((f) => ({
      name: f.name,
      type: f.type,
      label: f.label,
      categoryId: idOf.get(f.category) ?? null,
      fileKey: f.key,
      fileName: f.fileName,
      contentType: f.contentType,
      fileSize: f.content().length,
    })),
  ]);
}

/** Writes the demo files (folder or S3) where seedDemoResources' rows point. */
export async function writeDemoResourceFiles(files: FileStore) {
  for (const f of FILES) {
    await files.put(f.key, Readable.from([f.content()]), { contentType: f.contentType });
  }
}
