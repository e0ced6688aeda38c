import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countries, languages } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { ListQuerySchema } from '../../lib/list-query';

export const LanguageSchema = z.object({ _id: z.uuid(), name: z.string(), initial: z.string() });
export const CountrySchema = z.object({ _id: z.uuid(), code: z.string(), name: z.string() });
const IdParams = z.object({ id: z.uuid() });

/** Reference data every signed-in user reads: languages and countries. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const languageColumns = { _id: languages.id, name: languages.name, initial: languages.initial };

  app.get(
    '/language',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['reference'], response: { 200: z.array(LanguageSchema) } },
    },
    async () => app.db.select(languageColumns).from(languages).orderBy(asc(languages.name)),
  );

  app.get(
    '/language/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['reference'], params: IdParams, response: { 200: LanguageSchema } },
    },
    async (request) => {
      const [row] = await app.db
        .select(languageColumns)
        .from(languages)
        .where(eq(languages.id, request.params.id));
      if (!row) throw notFound();
      return row;
    },
  );

  // The spec names /country/; the dataProvider asks /country: both answer.
  for (const path of ['/country/', '/country']) {
    app.get(
      path,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['reference'],
          querystring: ListQuerySchema,
          response: { 200: z.array(CountrySchema) },
        },
      },
      async () =>
        app.db
          .select({ _id: countries.id, code: countries.code, name: countries.name })
          .from(countries)
          .orderBy(asc(countries.name)),
    );
  }
};
