import { http } from '../../dataProvider/http';
import { throwOnKo } from '../../dataProvider/index';

/** POST /news/image (multipart, one `file`): the signed path of the stored image, for an <img src>. */
export async function uploadNewsImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await throwOnKo(http)<{ url: string }>('/news/image', {
    method: 'POST',
    body: form,
  });
  return data.url;
}
