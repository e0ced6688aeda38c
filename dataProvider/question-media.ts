import type { DataProvider, RaRecord } from 'react-admin';
import type { HttpOptions, HttpResult } from './http';
import { sendForm } from './resources';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface QuestionMediaMethods {
  /** PUT /question/media/{id} (multipart, one `file`): answers the question, its version grown. */
  setQuestionMedia(id: string, file: File, updatedAt?: string): Promise<RaRecord>;
  /** DELETE /question/media/{id}: answers the question without its file. */
  removeQuestionMedia(id: string, updatedAt?: string): Promise<RaRecord>;
}

const questionPath = (id: string) => `/question/media/${encodeURIComponent(id)}`;

/** A question's audio or image file, sent and removed on its own (the question is saved first). */
export const withQuestionMedia = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async setQuestionMedia(id, file, updatedAt) {
      const form = new FormData();
      if (updatedAt) form.append('updatedAt', updatedAt);
      form.append('file', file, file.name);
      return sendForm(
        request,
        'PUT',
        questionPath(id),
        form,
        `/question/${encodeURIComponent(id)}`,
      );
    },
    async removeQuestionMedia(id, updatedAt) {
      const query = updatedAt ? `?updatedAt=${encodeURIComponent(updatedAt)}` : '';
      const { data } = await request<RaRecord & { _id: string }>(`${questionPath(id)}${query}`, {
        method: 'DELETE',
      });
      return { ...data, id: data._id };
    },
  }) as P & QuestionMediaMethods;
