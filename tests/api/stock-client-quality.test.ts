import { ALL, describeStockClient, type Plan } from './stock-client-fixture';

/**
 * The stock client on the quality registers (see stock-client-fixture.ts): complaints and
 * improvement actions and the satisfaction questionnaires, written as a Super Administrator. The actions are ideas and audits, which
 * name no complaint: a complaint an action came from is kept, and this subject deletes both.
 */
const PLANS: Record<string, Plan> = {
  complaints: {
    verbs: [...ALL],
    sort: 'receivedOn',
    q: (r) => String(r.subject),
    seed: (n) => ({
      receivedOn: `2026-0${1 + (n % 9)}-1${n % 10}`,
      source: n % 2 ? 'client' : 'learner',
      fromName: `Stock person ${n}`,
      subject: `Stock complaint ${n}`,
      description: 'The room was cold.',
      ...(n % 3 === 0
        ? { status: 'answered', answer: 'Heating fixed', answeredOn: '2026-10-01' }
        : {}),
    }),
    // No unique field: a complaint as read is a valid new one.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ subject: `Changed complaint ${n}` }),
    deletes: true,
  },
  improvements: {
    verbs: [...ALL],
    sort: 'title',
    q: (r) => String(r.title),
    seed: (n) => ({
      origin: n % 2 ? 'audit' : 'idea',
      title: `Stock action ${n}`,
      dueOn: `2040-0${1 + (n % 9)}-15`,
      status: n % 3 === 0 ? 'in_progress' : 'planned',
    }),
    fresh: (r) => ({ ...r }),
    change: (n) => ({ title: `Changed action ${n}`, status: 'abandoned' }),
    deletes: true,
  },
  surveys: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    // Inactive: the seeded questionnaire of each kind is the active one.
    seed: (n) => ({
      kind: n % 2 ? 'learner_end' : 'client_yearly',
      name: `Stock questionnaire ${n}`,
      questions: [
        {
          kind: 'rating',
          text: { en: `Rate ${n}`, fr: `Notez ${n}`, de: `Bewerten ${n}` },
          required: true,
          alert: n % 2 === 0,
        },
      ],
    }),
    fresh: (r) => ({ ...r, active: false }),
    change: (n) => ({ name: `Changed questionnaire ${n}` }),
    deletes: true,
  },
};

describeStockClient('quality', PLANS);
