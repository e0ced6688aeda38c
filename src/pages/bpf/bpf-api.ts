import { namedDownload } from '../../../dataProvider/download';
import { http, withQuery } from '../../../dataProvider/http';
import { throwOnKo } from '../../../dataProvider/index';
import type { BpfAnswer } from '../../../domain/entities/bpf';

const request = throwOnKo(http);

/** The period's query: a fiscal year's first month, left out for the civil year. */
const query = (fiscalStartMonth: number) => (fiscalStartMonth === 1 ? {} : { fiscalStartMonth });

/** GET /bpf/{year}: the frames and what is missing. */
export async function readBpf(year: number, fiscalStartMonth: number): Promise<BpfAnswer> {
  return (await request<BpfAnswer>(withQuery(`/bpf/${year}`, query(fiscalStartMonth)))).data;
}

/** The files the BPF downloads as: the xlsx of its lines, the PDF laid out like the cerfa. */
export type BpfFile = 'xlsx' | 'pdf';

/** GET /bpf/{year}/xlsx or /pdf, named as the server names it. */
export async function downloadBpf(
  year: number,
  fiscalStartMonth: number,
  file: BpfFile,
): Promise<Blob> {
  return namedDownload(
    await request<Blob>(withQuery(`/bpf/${year}/${file}`, query(fiscalStartMonth)), {
      as: 'blob',
    }),
  );
}
